// HTML escaping for the simulator's few pages.
export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f0f2f5;color:#1c1e21}main{max-width:420px;margin:64px auto;background:#fff;padding:24px;border-radius:8px;box-shadow:0 1px 2px rgba(0,0,0,.2)}
button{display:block;width:100%;margin:8px 0;padding:10px;font-size:16px;border-radius:6px;border:1px solid #1877f2;background:#1877f2;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1877f2}button:focus-visible{outline:3px solid #0b3d91;outline-offset:2px}</style></head>
<body>${body}</body></html>`;
}

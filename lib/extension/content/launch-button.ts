// The Launch button: plain DOM in the shadow root (no React on a page that is already heavy),
// fixed to the corner so it does not depend on Ads Manager's markup.

export const LAUNCH_BUTTON_CSS = `
  :host { all: initial; }
  button {
    position: fixed; right: 24px; bottom: 24px; z-index: 2147483000;
    font: 600 14px/1 system-ui, sans-serif; color: #fff; background: #1c6ef2;
    border: 0; border-radius: 20px; padding: 12px 20px; cursor: pointer;
    box-shadow: 0 2px 8px rgba(0, 0, 0, .25);
  }
  button:hover { background: #155bd0; }
  button:focus-visible { outline: 3px solid #0b3d91; outline-offset: 2px; }
`;

export function createLaunchButton(onClick: () => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Launch';
  button.title = 'Open Salvo to launch a campaign in this ad account';
  button.addEventListener('click', onClick);
  return button;
}

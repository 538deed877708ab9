import { expect, test } from './fixtures';
import { unreadable } from './readable';

// The readability check itself (tests/e2e/readable.ts, docs/side-panel.md#widths), on a page made for it at the
// panel's 320 px: it names what is cut and lets pass what is read whole or is not cut.

test('the readability check finds cut text, a value past its field and a sideways scroll, and passes what is read whole', async ({ panel }) => {
  await panel.setContent(`
    <p style="width: 60px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap">Completed with issues</p>
    <p title="Black-Friday-2026-hero.png" style="width: 60px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap">Black-Friday-2026-hero.png</p>
    <button aria-label="Insert placeholder into the campaign name"><span style="display: block; width: 40px; overflow: hidden; white-space: nowrap">Insert placeholder</span></button>
    <input style="width: 80px" value="{{campaign_type}} | {{conversion_shortcode}}">
    <div style="width: 120px; overflow-x: auto"><pre>{ "campaign": { "name": "a long line of parameters" } }</pre></div>
    <p>Launch ID: <code style="overflow: auto">c87ec2bc-9075-4e37-8acc-ef205143ce3c</code></p>
    <span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0)">Read by screen readers only</span>
    <p>Short</p>
  `);
  expect(await unreadable(panel)).toEqual([
    expect.stringMatching(/^"Completed with issues" is cut/),
    expect.stringMatching(/^"\{ "campaign": \{ "name": "a long line of parameters" \} \}" is cut/),
    expect.stringMatching(/^the value "\{\{campaign_type\}\} \| \{\{conversion_shortcode\}\}" does not fit its field/),
  ]);

  await panel.setContent(`<div style="width: 600px">A table wider than the panel</div>`);
  expect(await unreadable(panel)).toEqual([expect.stringMatching(/^the page scrolls sideways \(\d+ px wide in 320\)/)]);
});

test('the readability check finds a label squeezed to nothing and a chosen option wider than its select', async ({ panel }) => {
  await panel.setContent(`
    <div style="display: flex; width: 200px">
      <span style="flex: none; width: 220px">https://shop.example.com/collections/black-friday</span>
      <button style="overflow: hidden; padding: 0 7px"><span style="display: flex; overflow: hidden">Edit</span></button>
    </div>
    <select style="width: 100px; padding-right: 24px"><option>is greater than or equal to</option></select>
    <select style="width: 100px" title="is greater than or equal to"><option>is greater than or equal to</option></select>
    <select style="width: 100px"><option>is above</option></select>
  `);
  expect(await unreadable(panel)).toEqual([
    expect.stringMatching(/^"Edit" is cut/),
    expect.stringMatching(/^the option "is greater than or equal to" does not fit its select/),
  ]);
});

test('the readability check finds a word broken across lines and a control narrower than its label, a value under the clear button of its field, and lets a long URL wrap', async ({
  panel,
}) => {
  await panel.setContent(`
    <span class="mantine-Pill-root" style="display: inline-block; width: 30px"><span style="display: block; overflow-wrap: anywhere">United States</span></span>
    <button style="width: 40px; white-space: nowrap; overflow: visible">Launch New Campaign</button>
    <p style="width: 200px; overflow-wrap: anywhere">https://shop.example.com/collections/black-friday-2026?utm_source=facebook</p>
    <p style="width: 200px">Words wrap between them and at a hyphen: Multi-Account Launch, Black-Friday-2026</p>
    <table><tr><td style="width: 120px; overflow-wrap: anywhere">https://clients.example.com/offer</td></tr></table>
    <input style="width: 140px; padding-right: 40px; font: 14px sans-serif" value="Salvo Test Pixel (2)">
  `);
  expect(await unreadable(panel)).toEqual([
    expect.stringMatching(/^"United" is broken across \d lines/),
    expect.stringMatching(/^the control .*button is narrower than its label "Launch New Campaign" \(40 px/),
    expect.stringMatching(/^the value "Salvo Test Pixel \(2\)" does not fit its field/),
  ]);
});

test('the readability check finds a screen whose heading opens under the sticky app bar, and passes one that opens at its top', async ({ panel }) => {
  // A screen opened over the scroll of the one before (the page keeps it): its title is under the bar.
  const open = (scrollTop: boolean) =>
    panel.evaluate((top) => {
      const main = document.querySelector('main')!;
      main.innerHTML = '';
      if (top) window.scrollTo(0, 0);
      const h = document.createElement('h2');
      h.textContent = top ? 'Launches' : 'Campaign Launch Complete';
      main.append(h, Object.assign(document.createElement('div'), { style: 'height: 3000px' }));
    }, scrollTop);
  await panel.setContent(`
    <header style="position: sticky; top: 0; height: 96px; background: white">Salvo</header>
    <main><h2>Step 2</h2><div style="height: 3000px"></div></main>
  `);
  await panel.evaluate(() => window.scrollTo(0, 1500));
  await open(false);
  expect(await unreadable(panel)).toEqual([expect.stringMatching(/^the heading "Campaign Launch Complete" opens under the app bar/)]);
  await open(true);
  expect(await unreadable(panel)).toEqual([]);
});

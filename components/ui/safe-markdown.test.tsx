// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { SafeMarkdown } from './safe-markdown';

const show = (md: string) =>
  render(
    <MantineProvider env="test">
      <SafeMarkdown>{md}</SafeMarkdown>
    </MantineProvider>,
  ).container;

describe('SafeMarkdown', () => {
  afterEach(cleanup);

  it('renders paragraphs, lists, emphasis, code and http links', () => {
    const c = show('The **ad set** failed.\n\n- first `code`\n- *second*\n\nSee [the docs](https://example.com/x).');
    expect(c.querySelector('strong')?.textContent).toBe('ad set');
    expect(c.querySelectorAll('li')).toHaveLength(2);
    expect(c.querySelector('em')?.textContent).toBe('second');
    expect(c.querySelector('a')?.getAttribute('href')).toBe('https://example.com/x');
    expect(c.querySelector('a')?.getAttribute('rel')).toContain('noopener');
  });
  it('never injects HTML and drops script links', () => {
    const c = show('<img src=x onerror=alert(1)> [click](javascript:alert(1))');
    expect(c.querySelector('img')).toBeNull();
    expect(c.querySelector('a')).toBeNull();
    expect(c.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(c.textContent).toContain('click');
  });
});

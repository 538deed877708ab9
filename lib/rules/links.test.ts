import { describe, expect, it } from 'vitest';
import { displayLinkError, isValidDestinationUrl, stripDisplayLinkProtocol, urlTagsError } from './links';

describe('links', () => {
  it.each<[string, boolean]>([
    ['https://acme.com', true],
    ['http://shop.acme.co.uk/path?x=1', true],
    ['acme.com', false],
    ['https://localhost', false],
    ['javascript:alert(1)', false],
    ['', false],
  ])('destination URL %s valid: %s', (url, ok) => {
    expect(isValidDestinationUrl(url)).toBe(ok);
  });
  it.each<[string, string]>([
    ['https://acme.com', 'acme.com'],
    ['HTTP://acme.com/x', 'acme.com/x'],
    ['acme.com', 'acme.com'],
  ])('on blur %s becomes %s', (input, output) => {
    expect(stripDisplayLinkProtocol(input)).toBe(output);
    expect(displayLinkError(output)).toBeNull();
  });
  it('display link with protocol names its host', () => {
    expect(displayLinkError('https://acme.com/sale')).toBe("Use a domain format like 'acme.com' without http:// or https://");
  });
  it('UTMs at most 512 characters', () => {
    expect(urlTagsError('x'.repeat(512))).toBeNull();
    expect(urlTagsError('x'.repeat(513))).toBe('Tracking parameters must be at most 512 characters.');
  });
});

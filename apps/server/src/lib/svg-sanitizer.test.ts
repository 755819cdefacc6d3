import { describe, expect, it } from 'vitest';
import { isSafeCss, sanitizeSvg } from './svg-sanitizer.js';

const wrap = (body: string, attrs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg"${attrs}>${body}</svg>`;

describe('sanitizeSvg', () => {
  it('keeps drawing elements and internal references', () => {
    const clean = sanitizeSvg(
      wrap(
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
          '<rect width="4" height="4" fill="url(#g)"/><use href="#g"/><text x="1">A &amp; B</text>',
        ' viewBox="0 0 4 4"',
      ),
    );
    expect(clean).toContain('<rect width="4" height="4" fill="url(#g)"/>');
    expect(clean).toContain('<use href="#g"/>');
    expect(clean).toContain('A &amp; B');
    expect(clean).toContain('viewBox="0 0 4 4"');
  });

  it.each([
    ['a script', '<script>alert(1)</script>', '<script'],
    ['an event handler', '<rect onload="alert(1)" width="1"/>', 'onload'],
    ['foreignObject', '<foreignObject><p>x</p></foreignObject>', 'foreignObject'],
    ['an external image', '<image href="https://evil.example/a.png"/>', 'evil.example'],
    ['an external use', '<use href="https://evil.example/s.svg#a"/>', 'evil.example'],
    ['a javascript link', '<a href="javascript:alert(1)"><rect/></a>', 'javascript'],
    ['an encoded javascript href', '<use href="&#106;avascript:x"/>', 'avascript'],
    ['an animation rewriting href', '<set attributeName="href" to="javascript:x"/>', '<set'],
    ['an external url() fill', '<rect fill="url(https://evil.example/p)"/>', 'evil.example'],
    ['an @import style', '<style>@import url(https://evil.example/c.css);</style>', 'import'],
  ])('removes %s', (_label, body, banned) => {
    const clean = sanitizeSvg(wrap(body));
    expect(clean).toBeDefined();
    expect(clean).not.toContain(banned);
  });

  it.each([
    ['a DOCTYPE with entities', '<!DOCTYPE svg [<!ENTITY x "y">]><svg>&x;</svg>'],
    ['an unknown entity', wrap('&nbsp;')],
    ['an unquoted attribute', '<svg width=10></svg>'],
    ['broken nesting', wrap('<g><rect></g>')],
    ['another root', '<html><svg/></html>'],
    ['text after the root', `${wrap('')}<script>x</script>`],
  ])('refuses %s', (_label, input) => {
    expect(sanitizeSvg(input)).toBeUndefined();
  });
});

describe('isSafeCss', () => {
  it('allows plain styling and internal urls only', () => {
    expect(isSafeCss('fill: #fff; stroke: url(#g)')).toBe(true);
    expect(isSafeCss('fill: url( https://x )')).toBe(false);
    expect(isSafeCss('background: u\\72l(x)')).toBe(false);
    expect(isSafeCss('width: expression(alert(1))')).toBe(false);
  });
});

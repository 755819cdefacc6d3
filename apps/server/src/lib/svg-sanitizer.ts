// A strict allow-list SVG sanitiser. The document is tokenised and rebuilt: only known drawing
// elements and presentation attributes survive; scripts, event handlers, foreignObject,
// animation, links, images and every reference outside the document are dropped. Anything the
// tokeniser does not understand (DOCTYPE, entities, unquoted attributes, broken nesting) makes
// the whole file refused rather than guessed at.

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const MAX_DEPTH = 64;
const MAX_ELEMENTS = 50_000;

const ELEMENTS = new Set(
  (
    'svg g defs symbol use title desc path rect circle ellipse line polyline polygon text tspan ' +
    'textPath linearGradient radialGradient stop clipPath mask pattern marker filter style ' +
    'feBlend feColorMatrix feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting ' +
    'feDisplacementMap feDistantLight feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR ' +
    'feGaussianBlur feMerge feMergeNode feMorphology feOffset fePointLight feSpecularLighting ' +
    'feSpotLight feTile feTurbulence'
  ).split(' '),
);

const ATTRIBUTES = new Set(
  (
    'id class style x y x1 y1 x2 y2 cx cy r rx ry fx fy fr d points width height viewBox ' +
    'preserveAspectRatio transform fill fill-opacity fill-rule stroke stroke-width ' +
    'stroke-linecap stroke-linejoin stroke-miterlimit stroke-dasharray stroke-dashoffset ' +
    'stroke-opacity opacity offset stop-color stop-opacity gradientUnits gradientTransform ' +
    'spreadMethod clip-path clip-rule clipPathUnits mask maskUnits maskContentUnits ' +
    'patternUnits patternContentUnits patternTransform font-family font-size font-weight ' +
    'font-style font-variant font-stretch text-anchor dominant-baseline alignment-baseline ' +
    'baseline-shift letter-spacing word-spacing text-decoration writing-mode direction dx dy ' +
    'rotate textLength lengthAdjust startOffset method spacing side pathLength filter ' +
    'filterUnits primitiveUnits in in2 result stdDeviation mode type values operator k1 k2 k3 ' +
    'k4 flood-color flood-opacity lighting-color markerWidth markerHeight refX refY orient ' +
    'markerUnits marker-start marker-mid marker-end visibility display color overflow ' +
    'vector-effect shape-rendering image-rendering color-interpolation ' +
    'color-interpolation-filters paint-order mix-blend-mode isolation baseFrequency ' +
    'numOctaves seed stitchTiles scale xChannelSelector yChannelSelector radius kernelMatrix ' +
    'order divisor bias targetX targetY edgeMode preserveAlpha azimuth elevation ' +
    'specularExponent specularConstant surfaceScale diffuseConstant pointsAtX pointsAtY ' +
    'pointsAtZ limitingConeAngle z tableValues slope intercept amplitude exponent ' +
    'kernelUnitLength href xlink:href xml:space version'
  ).split(' '),
);

const NAME = /^[A-Za-z_][\w.:-]*/;
const ATTRIBUTE = /^\s+([A-Za-z_][\w.:-]*)\s*=\s*("[^"<]*"|'[^'<]*')/;
const ENTITY = /&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z]+);/g;
const NAMED_ENTITIES: Record<string, string> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
};

class Refused extends Error {}

function decode(text: string): string {
  if (/&(?!(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z]+);)/.test(text)) throw new Refused();
  return text.replace(ENTITY, (_, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      if (code === 0 || code > 0x10ffff) throw new Refused();
      return String.fromCodePoint(code);
    }
    const named = NAMED_ENTITIES[body];
    if (named === undefined) throw new Refused(); // no DTD, so no other entity may exist
    return named;
  });
}

const escapeText = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (v: string) => escapeText(v).replace(/"/g, '&quot;');

/** CSS (style attribute or element) that cannot load anything nor run anything. */
export function isSafeCss(css: string): boolean {
  const compact = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, '')
    .toLowerCase();
  if (/[\\<]|@|expression\(|javascript:|behavior|-moz-binding|image-set|src\(/.test(compact)) {
    return false;
  }
  // Every url() must point inside the document.
  return !/url\((?!['"]?#)/.test(compact);
}

function isSafeValue(value: string): boolean {
  // Browsers ignore whitespace and control characters inside a URL scheme: so do we.
  const compact = [...value]
    .filter((char) => char.charCodeAt(0) > 0x20)
    .join('')
    .toLowerCase();
  if (/javascript:|data:|vbscript:/.test(compact)) return false;
  return !/url\((?!['"]?#)/.test(compact);
}

function keepAttribute(element: string, name: string, value: string): boolean {
  if (!ATTRIBUTES.has(name)) return false; // on* handlers, xmlns*, namespaced editor data...
  if (name === 'href' || name === 'xlink:href') {
    // Only links inside the document, on the elements that reuse a definition.
    const reuses = /^(use|textPath|linearGradient|radialGradient|pattern|filter)$/.test(element);
    return reuses && /^#[\w.:-]+$/.test(value.trim());
  }
  if (name === 'style') return isSafeCss(value);
  return isSafeValue(value);
}

interface Open {
  name: string;
  kept: boolean;
}

/** The sanitised document, or undefined when the file must be refused. */
export function sanitizeSvg(input: string): string | undefined {
  try {
    return rebuild(input.replace(/^\uFEFF/, ''));
  } catch (error) {
    if (error instanceof Refused) return undefined;
    throw error;
  }
}

function rebuild(src: string): string {
  const out: string[] = [];
  const stack: Open[] = [];
  let i = 0;
  let elements = 0;
  let rootSeen = false;
  let rootClosed = false;
  const keptText = () => stack.length > 0 && stack.every((o) => o.kept);

  while (i < src.length) {
    if (src.startsWith('<!--', i)) {
      const end = src.indexOf('-->', i + 4);
      if (end < 0) throw new Refused();
      i = end + 3;
    } else if (src.startsWith('<?', i)) {
      const end = src.indexOf('?>', i + 2);
      if (end < 0 || rootSeen) throw new Refused();
      i = end + 2;
    } else if (src.startsWith('<![CDATA[', i)) {
      const end = src.indexOf(']]>', i + 9);
      if (end < 0 || stack.length === 0) throw new Refused();
      if (keptText()) out.push(escapeText(src.slice(i + 9, end)));
      i = end + 3;
    } else if (src.startsWith('<!', i)) {
      throw new Refused(); // DOCTYPE, ENTITY: external and expanding entities
    } else if (src.startsWith('</', i)) {
      const match = /^<\/([A-Za-z_][\w.:-]*)\s*>/.exec(src.slice(i, i + 200));
      const open = stack.pop();
      if (!match || !open || open.name !== match[1]) throw new Refused();
      if (open.kept && stack.every((o) => o.kept)) out.push(`</${open.name}>`);
      if (stack.length === 0) rootClosed = true;
      i += match[0].length;
    } else if (src[i] === '<') {
      if (rootClosed) throw new Refused();
      i = openTag(src, i + 1, stack, out, !rootSeen);
      rootSeen = true;
      if (++elements > MAX_ELEMENTS || stack.length > MAX_DEPTH) throw new Refused();
      if (stack.length === 0) rootClosed = true; // a self-closed root
    } else {
      const end = src.indexOf('<', i);
      const raw = src.slice(i, end < 0 ? src.length : end);
      const text = decode(raw);
      if (stack.length === 0 && text.trim() !== '') throw new Refused();
      if (stack.length > 0 && keptText()) out.push(escapeText(text));
      i = end < 0 ? src.length : end;
    }
  }
  if (!rootSeen || stack.length > 0) throw new Refused();
  return out.join('');
}

/** Parses one start tag at `start` (just after "<"); returns the index after it. */
function openTag(src: string, start: number, stack: Open[], out: string[], isRoot: boolean) {
  const name = NAME.exec(src.slice(start, start + 100))?.[0];
  if (!name) throw new Refused();
  if (isRoot && name !== 'svg') throw new Refused();
  let i = start + name.length;
  const attributes: [string, string][] = [];
  for (;;) {
    const rest = src.slice(i, i + 20_000);
    const attribute = ATTRIBUTE.exec(rest);
    if (attribute) {
      const [whole, attrName = '', quoted = ''] = attribute;
      attributes.push([attrName, decode(quoted.slice(1, -1))]);
      i += whole.length;
      continue;
    }
    const close = /^\s*(\/?)>/.exec(rest);
    if (!close) throw new Refused();
    i += close[0].length;
    const selfClosing = close[1] === '/';
    const parentKept = stack.every((o) => o.kept);
    const kept = parentKept && ELEMENTS.has(name);
    if (kept) {
      const parts = attributes
        .filter(([n, v]) => keepAttribute(name, n, v))
        .map(([n, v]) => ` ${n}="${escapeAttr(v)}"`);
      if (isRoot) parts.unshift(` xmlns="${SVG_NS}"`, ` xmlns:xlink="${XLINK_NS}"`);
      out.push(`<${name}${parts.join('')}${selfClosing ? '/>' : '>'}`);
    }
    if (!selfClosing) stack.push({ name, kept });
    if (kept && name === 'style' && !selfClosing) {
      i = styleBody(src, i, out);
    }
    return i;
  }
}

/** A <style> element's text: kept only when it is safe CSS; its end tag is left to the loop. */
function styleBody(src: string, start: number, out: string[]): number {
  const end = src.indexOf('</style', start);
  if (end < 0) throw new Refused();
  let css = src.slice(start, end);
  const cdata = /^\s*<!\[CDATA\[([\s\S]*)\]\]>\s*$/.exec(css);
  if (cdata) css = cdata[1] ?? '';
  else if (css.includes('<')) throw new Refused();
  else css = decode(css);
  if (isSafeCss(css)) out.push(escapeText(css));
  return end;
}

// Characters that change how a text reads without showing themselves: control characters
// (C0, DEL, C1), bidirectional controls (U+202A-202E, U+2066-2069, marks LRM/RLM/ALM) that can
// reverse a name on a page or a document ("Trojan Source"), and zero-width or invisible ones
// (U+200B-200D, U+2060-2064, U+FEFF, soft hyphen, Mongolian vowel separator) that make two
// names look the same. A name shown to others never needs them.
const HOSTILE =
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\ufff9-\ufffb]/u;

/** True when `text` holds a control, bidirectional-control or zero-width character. */
export function hasHostileCharacters(text: string): boolean {
  return HOSTILE.test(text);
}

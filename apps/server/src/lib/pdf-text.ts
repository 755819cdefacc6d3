// The built-in PDF fonts (Helvetica) write WinAnsi: French accents, « », € and — are in it;
// anything else a user typed (emoji, other scripts) is replaced so the document stays readable.

const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/** Keeps what Helvetica (WinAnsi) can show; spaces of Intl (U+202F) become plain spaces. */
export function pdfText(value: string): string {
  return value
    .replace(/[\u202f\u2009\u2007]/g, ' ')
    .replace(/[\r\t]/g, ' ')
    .replace(/./gsu, (ch) => {
      const code = ch.codePointAt(0) ?? 0;
      if (ch === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) {
        return ch;
      }
      return WIN_ANSI_EXTRA.includes(ch) ? ch : '?';
    });
}

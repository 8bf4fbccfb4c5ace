// The caret under the offending byte of the input field. Error offsets are
// UTF-8 byte offsets; the field shows characters.

const encoder = new TextEncoder();

/** The character column at which byte `offset` of `text` starts. */
export function columnOfByte(text, offset) {
  let bytes = 0;
  let column = 0;
  for (const ch of text) {
    if (bytes >= offset) break;
    bytes += encoder.encode(ch).length;
    column += 1;
  }
  return column;
}

/** Shows `caret` under byte `offset` of `field`'s text, or hides it. */
export function placeCaret(caret, field, offset) {
  if (offset === null || offset === undefined) {
    caret.hidden = true;
    return;
  }
  const column = columnOfByte(field.value, offset);
  const style = getComputedStyle(field);
  const padding = parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth);
  caret.hidden = false;
  caret.style.left = `calc(${padding - field.scrollLeft}px + ${column}ch)`;
  caret.dataset.column = String(column);
}

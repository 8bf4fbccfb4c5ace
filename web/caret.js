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

/** The width of one character of the (monospace) font of `element`. */
function charWidth(element) {
  const context = document.createElement("canvas").getContext("2d");
  context.font = getComputedStyle(element).font;
  return context.measureText("0".repeat(10)).width / 10;
}

/**
 * Shows `caret` under byte `offset` of `field`'s text, or hides it (no
 * offset, or the byte scrolled out of the field's view).
 */
export function placeCaret(caret, field, offset) {
  if (offset === null || offset === undefined) {
    caret.hidden = true;
    return;
  }
  const column = columnOfByte(field.value, offset);
  const style = getComputedStyle(field);
  const start = parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth);
  const left = start - field.scrollLeft + column * charWidth(field);
  caret.dataset.column = String(column);
  caret.hidden = left < start - 1 || left > field.clientWidth;
  caret.style.left = `${left}px`;
}

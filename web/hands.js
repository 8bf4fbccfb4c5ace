// The two hands as lists: each item shows its count and token, with
// buttons to take one out or add one; items can be dragged to the board.

/**
 * Fills the hand lists under `box` from the record's `hands`
 * (`{first: [[count, token], …], second: […]}`).
 */
export function showHands(box, hands) {
  for (const side of ["first", "second"]) {
    const list = box.querySelector(`.hand[data-side="${side}"] ul`);
    list.replaceChildren();
    for (const [count, token] of hands[side]) {
      const item = document.createElement("li");
      const piece = document.createElement("span");
      piece.className = "hand-piece";
      piece.dataset.hand = side;
      piece.dataset.token = token;
      piece.title = "drag to a square to drop it, or press Enter and choose a square";
      piece.textContent = count > 1 ? `${count}×${token}` : token;
      const take = button("−", "take", side, token, `take one ${token} from the ${side} hand`);
      const add = button("+", "add", side, token, `add one ${token} to the ${side} hand`);
      take.setAttribute("aria-label", take.title);
      add.setAttribute("aria-label", add.title);
      item.append(piece, take, add);
      list.append(item);
    }
    if (hands[side].length === 0) {
      const empty = document.createElement("li");
      empty.className = "muted";
      empty.textContent = "empty";
      list.append(empty);
    }
  }
}

function button(text, action, side, token, title) {
  const element = document.createElement("button");
  element.type = "button";
  element.textContent = text;
  element.title = title;
  element.dataset.action = action;
  element.dataset.side = side;
  element.dataset.token = token;
  return element;
}

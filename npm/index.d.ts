// Type declarations of the `sashite` package (hand-written: the
// WebAssembly glue's own declarations say only `any` for the records).

/**
 * The six notations, as `inspect`, `validate` and `isValid` name them
 * (any case is accepted).
 */
export type Notation = "pin" | "epin" | "sin" | "snn" | "pnn" | "feen";

/**
 * A player: the first (uppercase letters) or the second (lowercase
 * letters).
 */
export type Side = "first" | "second";

/** A piece's state: `+` enhanced, `-` diminished, or neither (normal). */
export type State = "normal" | "enhanced" | "diminished";

/**
 * The record of an input that does not read as the notation (what
 * `inspect` and `validate` return for it, instead of throwing).
 */
export interface InvalidRecord {
  /** The input, as given. */
  input: string;
  /** Always `false`. */
  valid: false;
  /** The message, naming what is wrong and where. */
  error: string;
  /** The byte offset (in the input's UTF-8) of the first bad byte. */
  offset?: number;
  /** The rule broken, as a stable snake_case code (`"expected_terminal_or_end"` …). */
  kind?: string;
}

/**
 * The record of a PIN token (`+K^`): `inspect("pin", input)` when valid.
 * @example
 * inspect("pin", "+K^");
 * // { input: "+K^", valid: true, canonical: "+K^", letter: "K",
 * //   side: "first", state: "enhanced", terminal: true }
 */
export interface PinRecord {
  /** The input, as given. */
  input: string;
  /** Always `true`. */
  valid: true;
  /** The canonical token. */
  canonical: string;
  /** The piece type: the letter, in uppercase. */
  letter: string;
  /** The side: the letter's case. */
  side: Side;
  /** The state: `+` enhanced, `-` diminished, else normal. */
  state: State;
  /** Whether the piece is terminal (`^`), such as a king. */
  terminal: boolean;
}

/** The record of an EPIN token (`+K^'`: a PIN token and a derivation marker). */
export interface EpinRecord extends PinRecord {
  /** Whether the piece is derived (`'`): it plays the other side's style. */
  derived: boolean;
}

/** The record of a SIN token (`C`, `c`): a style family and its side. */
export interface SinRecord {
  /** The input, as given. */
  input: string;
  /** Always `true`. */
  valid: true;
  /** The canonical token. */
  canonical: string;
  /** The style family: the letter, in uppercase. */
  letter: string;
  /** The side: the letter's case. */
  side: Side;
}

/** The record of an SNN name (`CHESS`, `chess`): a style name and its side. */
export interface SnnRecord {
  /** The input, as given. */
  input: string;
  /** Always `true`. */
  valid: true;
  /** The canonical name. */
  canonical: string;
  /** The name in proper case (`"Chess960"`), whatever the side. */
  name: string;
  /** The side: the name's case. */
  side: Side;
}

/** The record of a PNN name (`+ROOK^`, `-pawn`). */
export interface PnnRecord {
  /** The input, as given. */
  input: string;
  /** Always `true`. */
  valid: true;
  /** The canonical name. */
  canonical: string;
  /** The letters, in the side's case, without modifier or marker (`"ROOK"`). */
  base_name: string;
  /** The side: the name's case. */
  side: Side;
  /** The state: `+` enhanced, `-` diminished, else normal. */
  state: State;
  /** Whether the name ends with the terminal marker `^`. */
  terminal: boolean;
}

/**
 * The record of a FEEN position: board, hands, styles and turn.
 * @example
 * const record = inspect("feen", "K^6k^ / C/c");
 * // record.squares === 8, record.dimensions: [8], record.active_side === "first"
 */
export interface FeenRecord {
  /** The input, as given. */
  input: string;
  /** Always `true`. */
  valid: true;
  /** The canonical FEEN string. */
  canonical: string;
  /** The number of squares. */
  squares: number;
  /** The number of pieces on the board. */
  board_pieces: number;
  /** The number of pieces in both hands. */
  hand_pieces: number;
  /** The board's shape, outermost axis first; null when irregular. */
  dimensions: number[] | null;
  /** The side to move. */
  active_side: Side;
  /** The SIN token of the side to move's style. */
  active_style: string;
  /** The SIN token of the other side's style. */
  inactive_style: string;
  /** Each piece on the board: its coordinates and its EPIN token. */
  pieces: [number[], string][];
  /** Each hand's items: count and EPIN token, in canonical order. */
  hands: { first: [number, string][]; second: [number, string][] };
}

/** What `inspect` returns for each notation, when the input is valid. */
export interface Records {
  /** `inspect("pin", …)`. */
  pin: PinRecord;
  /** `inspect("epin", …)`. */
  epin: EpinRecord;
  /** `inspect("sin", …)`. */
  sin: SinRecord;
  /** `inspect("snn", …)`. */
  snn: SnnRecord;
  /** `inspect("pnn", …)`. */
  pnn: PnnRecord;
  /** `inspect("feen", …)`. */
  feen: FeenRecord;
}

/**
 * What `validate` returns: the verdict, and why when invalid (an
 * `InvalidRecord`, with `error` and `offset`).
 */
export type Verdict = { input: string; valid: true } | InvalidRecord;

/** One repair `normalize` makes, as `repair` reports it. */
export interface Repair {
  /**
   * The kind of repair: `"repeated_item"`, `"explicit_one"`,
   * `"out_of_order"` or `"seed_era_empty_run"`.
   */
  kind: string;
  /** Byte offset of the item repaired. */
  offset: number;
  /** Byte offset of the earlier item, when the repair joins two. */
  earlier?: number;
  /** The repair in words, as `sashite feen normalize --check` says it. */
  message: string;
}

/**
 * Every failure the functions throw. `kind` is the failure's stable
 * snake-case code, the same string as the `kind` of the `sashite` command's
 * `--json` records and Python's `ParseError.kind`: for a token or FEEN that
 * does not parse, the rule broken (`"expected_end"`, `"styles_same_case"`,
 * `"invalid_piece_token"`, `"input_too_long"` …); for a FEN, the FEN
 * bridge's kind (`"side"`, `"rank_too_long"`, `"piece"` …); for a refused
 * edit `"square_empty"`, `"not_in_hand"`, `"too_many_pieces"`; for a square
 * the board does not have `"bad_coordinates"`, `"coordinate_count"`,
 * `"index_out_of_range"`, `"irregular_board"` or `"no_such_square"` (an
 * address that is not numbers); for options `"unused_option"`, `"negative_counter"`,
 * `"counter_too_large"`, `"move_number_zero"`; else `"unknown_notation"`,
 * `"unknown_game"`, `"bad_argument"` or `"too_large"`. Every code is listed
 * in `crates/sashite-ops/ERROR_CODES.md` of the repository. `offset` is the
 * byte offset (in the input's UTF-8) of the first bad byte, or null.
 *
 * @example
 * try {
 *   normalize("8 / C/C");
 * } catch (error) {
 *   if (error instanceof SashiteError) console.log(error.kind, error.offset); // styles_same_case 6
 * }
 */
export class SashiteError extends Error {
  /** Always `"SashiteError"`. */
  readonly name: "SashiteError";
  /** What went wrong, as a stable snake_case code. */
  readonly kind: string;
  /** The byte offset (in the input's UTF-8) of the first bad byte, or null. */
  readonly offset: number | null;
  /**
   * A failure with its message, kind and offset (the functions build
   * them; a caller rarely needs to).
   * @param message What is wrong and where.
   * @param kind The snake_case code of the failure.
   * @param offset The byte offset of the first bad byte; null by default.
   */
  constructor(message: string, kind: string, offset?: number | null);
}

/**
 * The record `sashite <notation> inspect --json` prints for `input`:
 * `input`, `valid`, then the attributes, or `error` and `offset`. An
 * invalid input gives an `InvalidRecord`; it does not throw.
 * @param notation One of `pin`, `epin`, `sin`, `snn`, `pnn`, `feen` (any case).
 * @param input The text to read.
 * @returns The notation's record, or an `InvalidRecord`.
 * @throws {SashiteError} `unknown_notation` for another notation name,
 *   `bad_argument` for an argument that is not a string.
 * @example
 * inspect("pin", "+K^").state; // "enhanced"
 * inspect("feen", "K^6k^ / C/c").squares; // 8
 * inspect("pin", "K#").valid; // false
 */
export function inspect<N extends Notation>(notation: N, input: string): Records[N] | InvalidRecord;
/**
 * The record `sashite <notation> inspect --json` prints for `input`, for a
 * notation name known only at run time (any case).
 * @param notation One of `pin`, `epin`, `sin`, `snn`, `pnn`, `feen` (any case).
 * @param input The text to read.
 * @returns The notation's record, or an `InvalidRecord`.
 * @throws {SashiteError} `unknown_notation` for another notation name.
 */
export function inspect(notation: string, input: string): Records[Notation] | InvalidRecord;

/**
 * The record `sashite <notation> validate --json` prints for `input`:
 * `input` and `valid`, plus `error` and `offset` when invalid.
 * @param notation One of `pin`, `epin`, `sin`, `snn`, `pnn`, `feen` (any case).
 * @param input The text to read.
 * @returns The verdict.
 * @throws {SashiteError} `unknown_notation` for another notation name,
 *   `bad_argument` for an argument that is not a string.
 * @example
 * validate("pin", "K#");
 * // { input: "K#", valid: false,
 * //   error: "invalid PIN: expected '^' or the end of input at byte 1, found '#'", offset: 1 }
 */
export function validate(notation: string, input: string): Verdict;

/**
 * Whether `input` reads as `notation`: `validate(notation, input).valid`
 * without building a record (the cheap question for many inputs).
 * @param notation One of `pin`, `epin`, `sin`, `snn`, `pnn`, `feen` (any case).
 * @param input The text to read.
 * @returns `true` when `input` is exactly one token, name or position.
 * @throws {SashiteError} `unknown_notation` for another notation name,
 *   `bad_argument` for an argument that is not a string.
 * @example
 * isValid("feen", "K^6k^ / C/c"); // true
 * isValid("pin", "K+"); // false
 */
export function isValid(notation: string, input: string): boolean;

/** A notation's name, as `detect` and `closest` give it. */
export type NotationName = "FEEN" | "PIN" | "EPIN" | "SIN" | "SNN" | "PNN";

/**
 * The notation `input` is written in: the first that reads it, in the order
 * FEEN, PIN, EPIN, SNN, PNN, SIN; `null` when none does (never a guess).
 * @param input The text to look at.
 * @returns The notation's name, or null when no notation reads `input`.
 * @throws {SashiteError} `bad_argument` for an argument that is not a string.
 * @example
 * detect("K^6k^ / C/c"); // "FEEN"
 * detect("K'"); // "EPIN"
 * detect("hello world"); // null
 */
export function detect(input: string): NotationName | null;

/**
 * The notation whose reader gets furthest into `input` before its error:
 * the one whose error tells most about an input no notation reads.
 * @param input The text to look at.
 * @returns The name of the notation whose reader got furthest.
 * @throws {SashiteError} `bad_argument` for an argument that is not a string.
 * @example
 * closest("8/8 / C/C"); // "FEEN"
 */
export function closest(input: string): NotationName;

/**
 * The canonical FEEN of `input`, repairing what FEEN's `normalize`
 * repairs (hands: repeated items, an explicit `1`, items out of order).
 * @param input A FEEN string, canonical or not.
 * @returns The canonical FEEN string.
 * @throws {SashiteError} the parse error (its `kind`, its `offset`) when
 *   `input` breaks a rule that is not a repair.
 * @example
 * normalize("8 1PP/ C/c"); // "8 2P/ C/c"
 */
export function normalize(input: string): string;

/**
 * The canonical FEEN of `input` and the repairs made to reach it (see
 * `normalize`).
 * @param input A FEEN string, canonical or not.
 * @returns `canonical`, and `repairs` by increasing offset (empty when
 *   `input` was canonical).
 * @throws {SashiteError} as `normalize`.
 * @example
 * repair("8 1PP/ C/c").canonical; // "8 2P/ C/c"
 * repair("8 1PP/ C/c").repairs.length; // 2
 */
export function repair(input: string): { canonical: string; repairs: Repair[] };

/**
 * The board of `feen` as a standalone SVG document (the picture of
 * `sashite feen render --svg`); it needs no font for its pieces.
 * @param feen A FEEN string.
 * @returns The SVG document.
 * @throws {SashiteError} the parse error for an input that is not FEEN,
 *   `too_large` for a board too large to draw.
 * @example
 * renderSvg("k^/1/K^ / C/c").startsWith("<?xml"); // true
 */
export function renderSvg(feen: string): string;

/**
 * The EPIN token on the square at `address`, or null when it is empty.
 * @param feen A FEEN string.
 * @param address The square: coordinates outermost first (`"6,4"`: rank
 *   2, file e on a chess board), or the flat index on an irregular board.
 * @returns The piece's EPIN token, or null.
 * @throws {SashiteError} the parse error for an input that is not FEEN,
 *   the square's code for an address the board does not have
 *   (`bad_coordinates`, `coordinate_count`, `index_out_of_range`,
 *   `irregular_board`, `no_such_square` when it is not numbers).
 * @example
 * pieceAt("+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c", "7,4"); // "+K^"
 */
export function pieceAt(feen: string, address: string): string | null;

/**
 * Puts the piece `token` on the square at `address`, replacing any piece
 * there.
 * @param feen A FEEN string.
 * @param address The square: coordinates outermost first (`"6,4"`: rank
 *   2, file e on a chess board), or the flat index on an irregular board.
 * @param token The piece's EPIN token (`"+P"`).
 * @returns The canonical FEEN of the result.
 * @throws {SashiteError} the parse error for an input that is not FEEN,
 *   the token's parse error for a bad token, a square code (`bad_coordinates` …),
 *   `too_many_pieces`.
 * @example
 * place("3 / C/c", "1", "K^"); // "1K^1 / C/c"
 */
export function place(feen: string, address: string, token: string): string;

/**
 * Empties the square at `address`.
 * @param feen A FEEN string.
 * @param address The square: coordinates outermost first (`"6,4"`: rank
 *   2, file e on a chess board), or the flat index on an irregular board.
 * @returns The canonical FEEN of the result.
 * @throws {SashiteError} the parse error for an input that is not FEEN,
 *   a square code (`bad_coordinates` …), `square_empty` when no piece stands there.
 * @example
 * remove("K^6k^ / C/c", "7"); // "K^7 / C/c"
 */
export function remove(feen: string, address: string): string;

/**
 * Moves the piece at `from` to `to`, taking what stands there (the piece
 * keeps its state: the rules of a game are not applied).
 * @param feen A FEEN string.
 * @param from The square the piece leaves (as `pieceAt`'s `address`).
 * @param to The square it goes to.
 * @returns The canonical FEEN of the result.
 * @throws {SashiteError} the parse error for an input that is not FEEN,
 *   a square code (`bad_coordinates` …), `square_empty` when `from` is empty.
 * @example
 * const e4 = movePiece("+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c", "6,4", "4,4");
 * pieceAt(e4, "4,4"); // "+P"
 */
export function movePiece(feen: string, from: string, to: string): string;

/**
 * Takes one `token` from `side`'s hand and puts it on the square at
 * `address`.
 * @param feen A FEEN string.
 * @param side The side whose hand gives the piece.
 * @param token The piece's EPIN token.
 * @param address The square: coordinates outermost first (`"6,4"`: rank
 *   2, file e on a chess board), or the flat index on an irregular board.
 * @returns The canonical FEEN of the result.
 * @throws {SashiteError} the parse error for an input that is not FEEN,
 *   `not_in_hand` when the hand holds no such piece, a square code (`bad_coordinates` …),
 *   `bad_argument` for a side that is neither `"first"` nor `"second"`.
 * @example
 * dropFromHand("3 P/ C/c", "first", "P", "1"); // "1P1 / C/c"
 */
export function dropFromHand(feen: string, side: Side, token: string, address: string): string;

/**
 * Adds one `token` to `side`'s hand.
 * @param feen A FEEN string.
 * @param side The side whose hand takes the piece.
 * @param token The piece's EPIN token.
 * @returns The canonical FEEN of the result.
 * @throws {SashiteError} the parse error for an input that is not FEEN,
 *   the token's parse error for a bad token, `too_many_pieces`,
 *   `bad_argument` for a bad side.
 * @example
 * addToHand("8 P/ C/c", "first", "P"); // "8 2P/ C/c"
 */
export function addToHand(feen: string, side: Side, token: string): string;

/**
 * Takes one `token` out of `side`'s hand.
 * @param feen A FEEN string.
 * @param side The side whose hand gives the piece.
 * @param token The piece's EPIN token.
 * @returns The canonical FEEN of the result.
 * @throws {SashiteError} the parse error for an input that is not FEEN,
 *   `not_in_hand` when the hand holds no such piece, `bad_argument` for a
 *   bad side.
 * @example
 * takeFromHand("8 2P/ C/c", "first", "P"); // "8 P/ C/c"
 */
export function takeFromHand(feen: string, side: Side, token: string): string;

/**
 * Passes the turn to the other side: the inactive style becomes the
 * active one.
 * @param feen A FEEN string.
 * @returns The canonical FEEN of the result.
 * @throws {SashiteError} the parse error for an input that is not FEEN.
 * @example
 * toggleTurn("8 / C/c"); // "8 / c/C"
 */
export function toggleTurn(feen: string): string;

/**
 * The EPIN token of a piece given by its attributes.
 * @param letter One ASCII letter, in either case (the side gives the case).
 * @param side The piece's side.
 * @param state The piece's state.
 * @param terminal Whether the piece is terminal (`^`).
 * @param derived Whether the piece is derived (`'`).
 * @returns The EPIN token.
 * @throws {SashiteError} `bad_argument` for a letter, side or state that
 *   is not one.
 * @example
 * pieceToken("K", "first", "normal", true, false); // "K^"
 * pieceToken("p", "second", "enhanced", false, true); // "+p'"
 */
export function pieceToken(
  letter: string,
  side: Side,
  state: State,
  terminal: boolean,
  derived: boolean,
): string;

/**
 * The words a screen reader says for a piece: its side, its terminal
 * marker, its usual English name in the game of its side's style (chess
 * `C`, shogi `S`, xiangqi `X`, makruk `M`; `piece X` for a letter the game
 * has no name for), then its state when not normal and whether it is
 * derived.
 * @param token The piece's EPIN token (`"+K^"`).
 * @param style The style (SIN letter, either case) its side plays, as a
 *   FEEN record's `active_style` or `inactive_style` gives it.
 * @returns The words, as in `"first player's terminal king, enhanced"`.
 * @throws {SashiteError} the EPIN error of `token` or the SIN error of
 *   `style` (its `kind`, its `offset` in that argument); `bad_argument` for
 *   an argument that is not a string.
 * @example
 * pieceWords("+K^", "C"); // "first player's terminal king, enhanced"
 * pieceWords("g'", "s"); // "second player's gold general, derived"
 */
export function pieceWords(token: string, style: string): string;

/** The games of the FEN family, by the names `fromFen` and `toFen` take. */
export type Game = "chess" | "chess960" | "shogi" | "xiangqi" | "makruk";

/**
 * The canonical FEEN of `fen`, a FEN of `game`; the move counters are
 * checked and dropped (FEEN has no place for them).
 * @param game `"chess"`, `"chess960"`, `"shogi"`, `"xiangqi"` or `"makruk"`.
 * @param fen A FEN of that game (shogi: SFEN; xiangqi: UCCI FEN).
 * @returns The canonical FEEN string.
 * @throws {SashiteError} the FEN's error (its `kind`, as `sashite feen
 *   from-fen --json` writes it, and its `offset` in `fen`);
 *   `unknown_game` for another game name.
 * @example
 * fromFen("chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
 * // "+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c"
 */
export function fromFen(game: Game | string, fen: string): string;

/** How `toFen` writes a FEN: every field is optional. */
export interface FenOptions {
  /** Shredder-FEN castling (`HAha`) instead of X-FEN (`KQkq`). */
  shredder?: boolean;
  /** The halfmove clock written (default 0). */
  halfmoveClock?: number;
  /** The move number written (default 1). */
  moveNumber?: number;
}

/**
 * The position `feen` as a FEN of `game`.
 * @param game `"chess"`, `"chess960"`, `"shogi"`, `"xiangqi"` or `"makruk"`.
 * @param feen A FEEN string.
 * @param options Shredder-FEN castling and the move counters to write.
 * @returns The FEN.
 * @throws {SashiteError} the FEEN's code (`styles_same_case` …) for an input
 *   that is not FEEN; `unused_option` for an option the game's FEN does not
 *   use; `negative_counter`, `counter_too_large`, `move_number_zero` or
 *   `bad_argument` for a counter out of range; `unknown_game`; or the FEN
 *   bridge's kind for a position the game's FEN cannot express.
 * @example
 * toFen("chess", "+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c", { moveNumber: 5 });
 * // "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 5"
 */
export function toFen(game: Game | string, feen: string, options?: FenOptions): string;

/**
 * The game whose FEN `input` looks like (by its board), or null.
 * @param input The text to look at.
 * @returns The game, or null when `input` looks like none.
 * @throws {SashiteError} `bad_argument` for an argument that is not a string.
 * @example
 * detectFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"); // "chess"
 */
export function detectFen(input: string): Game | null;

/**
 * The position in the first FEN dialect that can express it, or null.
 * @param feen A FEEN string.
 * @returns `game`, `dialect` (its name, such as `"SFEN"`) and `fen`; null
 *   when no dialect can express the position.
 * @throws {SashiteError} the parse error for an input that is not FEEN.
 * @example
 * fenOf("+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c")?.fen;
 * // "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
 */
export function fenOf(feen: string): { game: Game; dialect: string; fen: string } | null;

/**
 * The name of a game's FEN dialect, as `fenOf` gives it in `dialect` and
 * the FEN errors' messages say it.
 * @param game One of the FEN family's games.
 * @returns `"chess FEN"`, `"Chess960 FEN"`, `"SFEN"`, `"xiangqi FEN"` or
 *   `"makruk FEN"`.
 * @throws {SashiteError} `unknown_game` for any other name; `bad_argument`
 *   for an argument that is not a string.
 * @example
 * fenDialect("shogi"); // "SFEN"
 */
export function fenDialect(game: Game | string): string;

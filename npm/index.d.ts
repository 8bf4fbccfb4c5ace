// Type declarations of the `sashite` package (hand-written: the
// WebAssembly glue's own declarations say only `any` for the records).

/** The six notations, as `inspect` and `validate` name them (any case). */
export type Notation = "pin" | "epin" | "sin" | "snn" | "pnn" | "feen";

/** A player: the first (upper case letters) or the second (lower case). */
export type Side = "first" | "second";

/** A piece's state: `+` enhanced, `-` diminished, or neither. */
export type State = "normal" | "enhanced" | "diminished";

/** The record of an input that does not read as the notation. */
export interface InvalidRecord {
  input: string;
  valid: false;
  /** The message, naming what is wrong and where. */
  error: string;
  /** The byte offset (in the input's UTF-8) of the first bad byte. */
  offset?: number;
}

/** PIN: `+K^`. */
export interface PinRecord {
  input: string;
  valid: true;
  canonical: string;
  letter: string;
  side: Side;
  state: State;
  terminal: boolean;
}

/** EPIN: `+K^'` (a PIN and a derivation marker). */
export interface EpinRecord extends PinRecord {
  derived: boolean;
}

/** SIN: `C` / `c`. */
export interface SinRecord {
  input: string;
  valid: true;
  canonical: string;
  letter: string;
  side: Side;
}

/** SNN: `CHESS` / `chess`. */
export interface SnnRecord {
  input: string;
  valid: true;
  canonical: string;
  name: string;
  side: Side;
}

/** PNN: `+ROOK^` / `-pawn`. */
export interface PnnRecord {
  input: string;
  valid: true;
  canonical: string;
  base_name: string;
  side: Side;
  state: State;
  terminal: boolean;
}

/** FEEN: a whole position. */
export interface FeenRecord {
  input: string;
  valid: true;
  canonical: string;
  squares: number;
  board_pieces: number;
  hand_pieces: number;
  /** The board's shape, outermost axis first; null when irregular. */
  dimensions: number[] | null;
  active_side: Side;
  active_style: string;
  inactive_style: string;
  /** Each piece on the board: its coordinates and its EPIN token. */
  pieces: [number[], string][];
  /** Each hand's items: count and EPIN token, in canonical order. */
  hands: { first: [number, string][]; second: [number, string][] };
}

/** What `inspect` returns for each notation. */
export interface Records {
  pin: PinRecord;
  epin: EpinRecord;
  sin: SinRecord;
  snn: SnnRecord;
  pnn: PnnRecord;
  feen: FeenRecord;
}

/** What `validate` returns: the verdict, and why when invalid. */
export type Verdict = { input: string; valid: true } | InvalidRecord;

/** One repair `normalize` makes. */
export interface Repair {
  /** `"repeated_item"`, `"explicit_one"`, `"out_of_order"` or `"seed_era_empty_run"`. */
  kind: string;
  /** Byte offset of the item repaired. */
  offset: number;
  /** Byte offset of the earlier item, when the repair joins two. */
  earlier?: number;
}

/**
 * Every failure the functions throw. `kind` is the failure's stable
 * snake-case code, the same string as the `kind` of the `sashite` command's
 * `--json` records and Python's `ParseError.kind`: for a token or FEEN that
 * does not parse, the rule broken (`"expected_end"`, `"styles_same_case"`,
 * `"invalid_piece_token"`, `"input_too_long"` …); for a FEN, the FEN
 * bridge's kind (`"side"`, `"rank_too_long"`, `"piece"` …); for a refused
 * edit `"square_empty"`, `"not_in_hand"`, `"too_many_pieces"` or
 * `"no_such_square"`; for options `"unused_option"`, `"negative_counter"`,
 * `"counter_too_large"`, `"move_number_zero"`; else `"unknown_notation"`,
 * `"unknown_game"`, `"bad_argument"` or `"too_large"`. Every code is listed
 * in `crates/sashite-ops/ERROR_CODES.md` of the repository.
 */
export class SashiteError extends Error {
  readonly name: "SashiteError";
  readonly kind: string;
  /** The byte offset (in the input's UTF-8) of the first bad byte, or null. */
  readonly offset: number | null;
  constructor(message: string, kind: string, offset?: number | null);
}

/**
 * The record `sashite <notation> inspect --json` prints for `input`.
 * @throws {SashiteError} `unknown_notation` for another notation name.
 */
export function inspect<N extends Notation>(notation: N, input: string): Records[N] | InvalidRecord;
export function inspect(notation: string, input: string): Records[Notation] | InvalidRecord;

/**
 * The record `sashite <notation> validate --json` prints for `input`.
 * @throws {SashiteError} `unknown_notation` for another notation name.
 */
export function validate(notation: string, input: string): Verdict;

/**
 * Whether `input` reads as `notation`: `validate(notation, input).valid`
 * without building a record (the cheap question for many inputs).
 * @throws {SashiteError} `unknown_notation` for another notation name.
 */
export function isValid(notation: string, input: string): boolean;

/** A notation's name, as `detect` and `closest` give it. */
export type NotationName = "FEEN" | "PIN" | "EPIN" | "SIN" | "SNN" | "PNN";

/**
 * The notation `input` is written in: the first that reads it, in the order
 * FEEN, PIN, EPIN, SNN, PNN, SIN; `null` when none does (never a guess).
 * @example detect("K'") // "EPIN"
 * @example detect("hello world") // null
 */
export function detect(input: string): NotationName | null;

/**
 * The notation whose reader gets furthest into `input` before its error:
 * the one whose error tells most about an input no notation reads.
 * @example closest("8/8 / C/C") // "FEEN"
 */
export function closest(input: string): NotationName;

/**
 * The canonical FEEN of `input`, repairing what FEEN's `normalize`
 * repairs (hands: repeated items, an explicit `1`, items out of order).
 * @throws {SashiteError} the parse error when it cannot be repaired.
 */
export function normalize(input: string): string;

/** The canonical FEEN of `input` and the repairs made to reach it. */
export function repair(input: string): { canonical: string; repairs: Repair[] };

/**
 * The board of `feen` as a standalone SVG document (the picture of
 * `sashite feen render --svg`); it needs no font for its pieces.
 */
export function renderSvg(feen: string): string;

/**
 * The EPIN token on the square at `address` (coordinates outermost first,
 * `"6,4"`; the flat index on an irregular board), or null when empty.
 */
export function pieceAt(feen: string, address: string): string | null;

/** Puts the piece `token` on `address` (replacing any); the new FEEN. */
export function place(feen: string, address: string, token: string): string;

/** Empties the square at `address`; the new FEEN. */
export function remove(feen: string, address: string): string;

/** Moves the piece at `from` to `to` (taking what stands there). */
export function movePiece(feen: string, from: string, to: string): string;

/** Takes one `token` from `side`'s hand and puts it on `address`. */
export function dropFromHand(feen: string, side: Side, token: string, address: string): string;

/** Adds one `token` to `side`'s hand. */
export function addToHand(feen: string, side: Side, token: string): string;

/** Takes one `token` out of `side`'s hand. */
export function takeFromHand(feen: string, side: Side, token: string): string;

/** Passes the turn to the other side. */
export function toggleTurn(feen: string): string;

/** The EPIN token of a piece given by its attributes (`"K"`, `"first"` …). */
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

/** The games of the FEN family. */
export type Game = "chess" | "chess960" | "shogi" | "xiangqi" | "makruk";

/**
 * The canonical FEEN of `fen`, a FEN of `game`; the move counters are
 * dropped.
 * @throws {SashiteError} the FEN's error (its `kind`, its `offset` in `fen`).
 */
export function fromFen(game: Game | string, fen: string): string;

/** How `toFen` writes a FEN. */
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
 * @throws {SashiteError} the FEEN's code (`styles_same_case` …) for an input
 *   that is not FEEN; `unused_option` for an option the game's FEN does not
 *   use; `negative_counter`, `counter_too_large`, `move_number_zero` or
 *   `bad_argument` for a counter out of range; or the FEN bridge's kind for a
 *   position the game's FEN cannot express.
 */
export function toFen(game: Game | string, feen: string, options?: FenOptions): string;

/** The game whose FEN `input` looks like, or null. */
export function detectFen(input: string): Game | null;

/** The position in the first FEN dialect that can express it, or null. */
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

// Example positions offered by the page's buttons (data only).
export const EXAMPLES = {
  chess: "+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c",
  shogi: "lnsgk^gsnl/1r5b1/pppp1p1pp/6p2/9/2P6/PP1P1PPPP/1B5R1/LNSGK^GSNL 2P/p s/S",
  xiangqi: "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x",
  cube: "-rnk^n-r/ppppp/5/5/5//buqbu/ppppp/5/5/5//5/5/5/5/5//5/5/5/PPPPP/BUQBU//5/5/5/PPPPP/-RNK^N-R / R/r",
};

// The entry for browsers and bundlers: the module is fetched and compiled
// at import (a top-level await), so the functions work with no init call.
// Bundlers (Vite, webpack 5, esbuild, Rollup) copy the .wasm file that
// `new URL(…, import.meta.url)` names.

import init from "../dist/pkg/sashite_wasm.js";

await init({ module_or_path: new URL("../dist/pkg/sashite_wasm_bg.wasm", import.meta.url) });

export * from "./api.js";

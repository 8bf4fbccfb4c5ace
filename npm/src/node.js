// The Node.js entry: the module is compiled from the package's file when
// this is imported, so the functions work with no init call.

import { readFileSync } from "node:fs";
import { initSync } from "../dist/pkg/sashite_wasm.js";

initSync({ module: readFileSync(new URL("../dist/pkg/sashite_wasm_bg.wasm", import.meta.url)) });

export * from "./api.js";

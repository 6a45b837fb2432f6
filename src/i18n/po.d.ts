// Lets TypeScript import .po catalogs, which the Lingui Vite plugin compiles on the fly.
declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}

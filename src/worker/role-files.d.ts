// The build's files by role (paths under the site's root), written into the service worker's build by
// scripts/precache-roles.ts: a signed-in person's screens, the desk's, the barcode reader's, the Bangla texts'.
declare module "virtual:role-files" {
  export const signedInFiles: string[];
  export const staffFiles: string[];
  export const scannerFiles: string[];
  export const banglaFiles: string[];
}

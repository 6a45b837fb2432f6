// The desk's built files and the barcode reader's (paths under the site's root), written into the service worker's
// build by scripts/precache-roles.ts.
declare module "virtual:staff-files" {
  const files: string[];
  export default files;
  export const scannerFiles: string[];
}

// What index.html's boot script (src/app/home-boot.ts) leaves on the guest landing for the app that takes it over
// (src/app/landing-handover.ts): `pressed` on <html> while a pointer is down on the page, `clicked` on the
// landing's last button clicked.
export const LANDING_MARK = { pressed: "data-pressed", clicked: "data-clicked" } as const;

// QR code SVG for each library at /qr-codes/library_qr_codes/lib_qr_{id}.svg.
import { Hono } from "hono";
import type { AppEnv } from "../context";

export const qrRoutes = new Hono<AppEnv>();

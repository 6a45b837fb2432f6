// Which address a request comes from: the socket's peer, or X-Forwarded-For when that peer is a trusted proxy.
import { BlockList, isIP } from "node:net";

/**
 * Trusted when TRUSTED_PROXIES is unset: nobody. X-Forwarded-For is believed only from proxies named
 * there, so every caller (a local one too) is limited by its own address unless the deployment says
 * which peers are its proxies.
 */
export const DEFAULT_TRUSTED_PROXIES = "";

/**
 * Parses TRUSTED_PROXIES: addresses and CIDR ranges separated by commas ("10.0.0.0/8,127.0.0.1,fd00::/8").
 * Throws on anything else, so a typo stops the server instead of trusting nobody (or everybody).
 */
export function parseTrustedProxies(list: string): BlockList {
  const trusted = new BlockList();
  for (const entry of list
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [address = "", bits, extra] = entry.split("/");
    const family = isIP(address);
    const prefix = bits === undefined ? (family === 6 ? 128 : 32) : Number(bits);
    const valid =
      family !== 0 &&
      extra === undefined &&
      (bits === undefined || /^\d{1,3}$/.test(bits)) &&
      prefix <= (family === 6 ? 128 : 32);
    if (!valid)
      throw new Error(`TRUSTED_PROXIES: ${JSON.stringify(entry)} is not an address or CIDR range`);
    trusted.addSubnet(address, prefix, family === 6 ? "ipv6" : "ipv4");
  }
  return trusted;
}

/** An address as written in X-Forwarded-For ("1.2.3.4", "1.2.3.4:5678", "[2001:db8::1]:80"), bare; or null. */
function bareAddress(raw: string): string | null {
  let text = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.indexOf(":"));
  return isIP(text) ? text : null;
}

const isTrusted = (trusted: BlockList, address: string) =>
  trusted.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");

/**
 * The client's address. A peer that is not a trusted proxy is the client, whatever it sends. From a trusted
 * proxy, X-Forwarded-For is read right to left (each proxy appends the address it saw) and the first address
 * that is not a trusted proxy is the client: addresses left of it were written by the client and may be forged.
 * Null when every hop is trusted (a caller on this machine or inside the network, with no client behind it)
 * or the header is malformed: such calls are limited per account only.
 */
export function clientAddress(
  peer: string | null,
  forwardedFor: string | undefined,
  trusted: BlockList,
): string | null {
  if (!peer || !isIP(peer)) return null;
  if (!isTrusted(trusted, peer)) return peer;
  const hops = (forwardedFor ?? "").split(",").filter((hop) => hop.trim() !== "");
  for (let i = hops.length - 1; i >= 0; i--) {
    const address = bareAddress(hops[i]!);
    if (!address) return null;
    if (!isTrusted(trusted, address)) return address;
  }
  return null;
}

/** The eight 16-bit groups of an IPv6 address, in any spelling ("2001:db8::1", "::ffff:1.2.3.4"). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...middle, ...right].map((g) => parseInt(g, 16));
}

/**
 * The key an address is limited under. IPv4 as written; an IPv4-mapped IPv6 address as its IPv4; other IPv6
 * addresses by their /64 network, because one subscriber line gets a whole /64 and could otherwise change
 * address for every attempt (and spell one address many ways).
 */
export function addressLimitKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

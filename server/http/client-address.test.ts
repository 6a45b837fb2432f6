// TRUSTED_PROXIES parsing and the right-most untrusted X-Forwarded-For address.
import {
  addressLimitKey,
  clientAddress,
  DEFAULT_TRUSTED_PROXIES,
  parseTrustedProxies,
} from "./client-address";
import { readConfig } from "../config";

const proxies = parseTrustedProxies("10.0.0.0/8, 127.0.0.1, fd00::/8");
const loopback = parseTrustedProxies("127.0.0.0/8,::1");
const byDefault = parseTrustedProxies(DEFAULT_TRUSTED_PROXIES);

describe("parseTrustedProxies", () => {
  it("takes addresses and CIDR ranges of both families", () => {
    expect(proxies.check("10.200.3.4", "ipv4")).toBe(true);
    expect(proxies.check("11.0.0.1", "ipv4")).toBe(false);
    expect(proxies.check("127.0.0.1", "ipv4")).toBe(true);
    expect(proxies.check("127.0.0.2", "ipv4")).toBe(false);
    expect(proxies.check("fd12::1", "ipv6")).toBe(true);
    expect(proxies.check("2001:db8::1", "ipv6")).toBe(false);
    expect(parseTrustedProxies("").check("127.0.0.1", "ipv4")).toBe(false);
  });

  it("refuses what is not an address or range", () => {
    for (const bad of [
      "10.0.0.0/33",
      "fd00::/129",
      "example.com",
      "10.0.0/8",
      "10.0.0.0/8/1",
      "1.2.3.4/x",
    ]) {
      expect(() => parseTrustedProxies(bad), bad).toThrow(/TRUSTED_PROXIES/);
    }
  });
});

describe("clientAddress", () => {
  it("believes no header from a peer that is not a trusted proxy", () => {
    expect(clientAddress("198.51.100.7", "203.0.113.9", proxies)).toBe("198.51.100.7");
    expect(clientAddress("::ffff:198.51.100.7", "203.0.113.9", proxies)).toBe(
      "::ffff:198.51.100.7",
    );
  });

  it("takes the right-most address that is not a trusted proxy", () => {
    // The client forged the first entry; the balancer (10.0.0.5) saw 203.0.113.9 and appended it.
    expect(clientAddress("10.0.0.5", "1.1.1.1, 203.0.113.9", proxies)).toBe("203.0.113.9");
    // Two proxies in a row: both are skipped.
    expect(clientAddress("10.0.0.5", "1.1.1.1, 203.0.113.9, 10.1.2.3", proxies)).toBe(
      "203.0.113.9",
    );
    expect(clientAddress("::ffff:10.0.0.5", "2001:db8::7", proxies)).toBe("2001:db8::7");
    expect(clientAddress("10.0.0.5", "203.0.113.9:4567", proxies)).toBe("203.0.113.9");
    expect(clientAddress("10.0.0.5", "[2001:db8::7]:443", proxies)).toBe("2001:db8::7");
  });

  it("answers null when every hop is trusted or the header is malformed", () => {
    expect(clientAddress("127.0.0.1", undefined, loopback)).toBeNull();
    expect(clientAddress("10.0.0.5", "10.9.9.9", proxies)).toBeNull();
    expect(clientAddress("10.0.0.5", "1.1.1.1, not-an-address", proxies)).toBeNull();
    expect(clientAddress(null, "203.0.113.9", proxies)).toBeNull();
  });

  it("trusts nobody by default: a caller on this machine is its own address, whatever it sends", () => {
    expect(DEFAULT_TRUSTED_PROXIES).toBe("");
    expect(clientAddress("127.0.0.1", "203.0.113.9", byDefault)).toBe("127.0.0.1");
    expect(clientAddress("::1", "203.0.113.9", byDefault)).toBe("::1");
    expect(clientAddress("127.0.0.1", undefined, byDefault)).toBe("127.0.0.1");
    expect(clientAddress("10.0.0.5", "203.0.113.9", byDefault)).toBe("10.0.0.5");
    expect(readConfig({}).trustedProxies.check("127.0.0.1", "ipv4")).toBe(false);
    expect(
      readConfig({ TRUSTED_PROXIES: "127.0.0.1" }).trustedProxies.check("127.0.0.1", "ipv4"),
    ).toBe(true);
  });

  it("believes this machine's proxy only when TRUSTED_PROXIES names it", () => {
    expect(clientAddress("::1", "203.0.113.9", loopback)).toBe("203.0.113.9");
    expect(clientAddress("127.0.0.1", "203.0.113.9", loopback)).toBe("203.0.113.9");
    expect(clientAddress("10.0.0.5", "203.0.113.9", loopback)).toBe("10.0.0.5");
  });
});

describe("addressLimitKey", () => {
  it("keeps IPv4, unwraps IPv4-mapped IPv6 and groups other IPv6 by /64", () => {
    expect(addressLimitKey("203.0.113.9")).toBe("203.0.113.9");
    expect(addressLimitKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(addressLimitKey("::FFFF:cb00:7109")).toBe("203.0.113.9");
    expect(addressLimitKey("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    // One network however it is spelled, whichever host in it.
    expect(addressLimitKey("2001:0DB8:0001:0002::9")).toBe("2001:db8:1:2::/64");
    expect(addressLimitKey("2001:db8:1:2:ffff::")).toBe("2001:db8:1:2::/64");
    expect(addressLimitKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressLimitKey("::1")).toBe("0:0:0:0::/64");
  });
});

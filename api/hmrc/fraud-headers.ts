/**
 * HMRC's fraud prevention headers for the WEB_APP_VIA_SERVER connection method: the merchant works in a browser
 * (the admin), and Sellyard's server calls HMRC. Every call to the VAT (MTD) API carries them (the Delivery of Tax
 * Information through Software (Ancillary Metadata) Regulations 2019, SI 2019/360).
 *
 * Reference: https://developer.service.hmrc.gov.uk/guides/fraud-prevention/connection-method/web-app-via-server/
 * (the list of headers and each value's format) and
 * https://developer.service.hmrc.gov.uk/guides/fraud-prevention/getting-it-right/ (US-ASCII, percent-encoded
 * keys and values; key-value data as `k1=v1&k2=v2`; lists as `v1,v2`).
 *
 * What the browser knows (screens, window, time zone, its JavaScript user agent, the device id it keeps) is sent by
 * the admin with the request that causes the call (`BrowserFacts`); what only the server sees (the browser's
 * public address and port as they reached us, the user) is read from that request (`RequestFacts`); the vendor's
 * own facts (product, version, our public address) are the server's.
 */

/** Collected by the admin immediately before the request that makes Sellyard call HMRC. */
export interface BrowserFacts {
  /** A UUID the browser generated once and keeps (localStorage). */
  device_id: string;
  /** `navigator.userAgent`. */
  js_user_agent: string;
  /** Each screen: width, height (CSS pixels), devicePixelRatio, colour depth in bits. */
  screens: Array<{ width: number; height: number; scaling_factor: number; colour_depth: number }>;
  window_width: number;
  window_height: number;
  /** Minutes east of UTC (the negation of `Date.getTimezoneOffset()`). */
  timezone_offset_minutes: number;
}

/** What the server saw of the request that causes the HMRC call. */
export interface RequestFacts {
  /** The browser's public address as it reached Sellyard (the proxy-aware client address). */
  client_ip: string;
  /** Its source port (the load balancer's `X-Forwarded-Port`-less source port when direct). */
  client_port: number;
  /** When the address was read (ISO 8601 with milliseconds, UTC). */
  client_ip_at: string;
  /** Sellyard's user id of the person acting (their identifier in Sellyard). */
  user_id: string;
}

/** Sellyard's own facts as a vendor. */
export interface VendorFacts {
  product_name: string;
  version: string;
  /** The public address of Sellyard's server (HMRC_VENDOR_PUBLIC_IP, else the address the request arrived at). */
  public_ip: string;
}

/** Percent-encodes as HMRC asks: everything outside the unreserved set (RFC 3986), spaces as %20. */
export const pct = (value: string | number) => encodeURIComponent(String(value)).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const kv = (pairs: Array<[string, string | number]>) => pairs.map(([k, v]) => `${pct(k)}=${pct(v)}`).join('&');

/** `UTC±hh:mm` from minutes east of UTC (HMRC: "expressed as UTC±<hh>:<mm>"). */
export function timezoneText(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The headers of one call, named and formatted as the WEB_APP_VIA_SERVER specification says. */
export function fraudPreventionHeaders(browser: BrowserFacts, request: RequestFacts, vendor: VendorFacts): Record<string, string> {
  return {
    'Gov-Client-Connection-Method': 'WEB_APP_VIA_SERVER',
    'Gov-Client-Browser-JS-User-Agent': browser.js_user_agent,
    'Gov-Client-Device-ID': browser.device_id,
    // Sellyard signs in with a password only: HMRC says to leave a value out that cannot be collected, so the
    // header is sent empty (no multi-factor authentication took place).
    'Gov-Client-Multi-Factor': '',
    'Gov-Client-Public-IP': request.client_ip,
    'Gov-Client-Public-IP-Timestamp': request.client_ip_at,
    'Gov-Client-Public-Port': String(request.client_port),
    'Gov-Client-Screens': browser.screens.map((s) => kv([['width', s.width], ['height', s.height], ['scaling-factor', s.scaling_factor], ['colour-depth', s.colour_depth]])).join(','),
    'Gov-Client-Timezone': timezoneText(browser.timezone_offset_minutes),
    'Gov-Client-User-IDs': kv([['sellyard', request.user_id]]),
    'Gov-Client-Window-Size': kv([['width', browser.window_width], ['height', browser.window_height]]),
    'Gov-Vendor-Forwarded': kv([['by', vendor.public_ip], ['for', request.client_ip]]),
    'Gov-Vendor-Product-Name': pct(vendor.product_name),
    'Gov-Vendor-Public-IP': vendor.public_ip,
    'Gov-Vendor-Version': kv([['sellyard', vendor.version]]),
  };
}

/** A UTC timestamp in HMRC's `yyyy-MM-ddThh:mm:ss.sssZ`. */
export const hmrcTimestamp = (at = new Date()) => at.toISOString();

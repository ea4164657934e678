/**
 * What HMRC's fraud prevention headers need from the browser (WEB_APP_VIA_SERVER; the server builds the headers,
 * api/hmrc/fraud-headers.ts): a device id kept in this browser, the JavaScript user agent, the screen, the window
 * and the time zone. Collected immediately before each request that makes Sellyard call HMRC.
 */
const DEVICE_KEY = 'sellyard.hmrc-device-id';

function deviceId(): string {
  try {
    const kept = localStorage.getItem(DEVICE_KEY);
    if (kept) return kept;
    const made = crypto.randomUUID();
    localStorage.setItem(DEVICE_KEY, made);
    return made;
  } catch {
    // No storage (private mode): a new id per page, which HMRC's guidance allows when the user deletes it.
    return crypto.randomUUID();
  }
}

export function browserFacts() {
  return {
    device_id: deviceId(),
    js_user_agent: navigator.userAgent.replace(/[^\x20-\x7e]/g, ''),
    screens: [{ width: screen.width, height: screen.height, scaling_factor: window.devicePixelRatio || 1, colour_depth: screen.colorDepth || 24 }],
    window_width: window.innerWidth,
    window_height: window.innerHeight,
    timezone_offset_minutes: -new Date().getTimezoneOffset(),
  };
}

/**
 * What a transition's request carries beyond its input form, by entity and transition: submitting a VAT return
 * sends it to HMRC, which needs the browser's facts.
 */
export const transitionExtras: Partial<Record<string, Partial<Record<string, () => Record<string, unknown>>>>> = {
  'vat-report': { submit: () => ({ browser: browserFacts() }) },
};

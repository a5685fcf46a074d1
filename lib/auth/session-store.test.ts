import { describe, expect, it } from 'vitest';
import { translator } from '@/lib/i18n';
import { describeDevice } from './session-store';

const en = translator('en');

describe('describeDevice', () => {
  it('names the browser and the system from common user agents', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
        en,
      ),
    ).toBe('Safari on macOS');
    expect(
      describeDevice(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
        en,
      ),
    ).toBe('Chrome on Linux');
    expect(
      describeDevice(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
        en,
      ),
    ).toBe('Edge on Windows');
    expect(
      describeDevice(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        en,
      ),
    ).toBe('Safari on iOS');
    expect(describeDevice('Mozilla/5.0 (Android 14; Mobile; rv:131.0) Gecko/131.0 Firefox/131.0', en)).toBe(
      'Firefox on Android',
    );
  });
  it('says so when there is nothing to read', () => {
    expect(describeDevice(null, en)).toBe('Unknown device');
  });
  it("speaks the member's language", () => {
    const es = translator('es-CO');
    expect(
      describeDevice(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
        es,
      ),
    ).toBe('Chrome en Linux');
    expect(describeDevice('Mozilla/5.0 (X11; FreeBSD amd64) Gecko/20100101 Lynx', es)).toBe(
      'Navegador en un sistema desconocido',
    );
  });
});

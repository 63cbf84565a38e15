import { describe, expect, it } from 'vitest';
import { themeCss } from './theme-css';

describe('themeCss', () => {
  it('writes every theme value and the colours derived from them as custom properties on :root', () => {
    expect(
      themeCss({
        brand: '#0b3d91',
        accent: '#ffc72c',
        background: '#ffffff',
        text: '#1b1b1b',
        fontStack: "'Source Sans 3', system-ui, sans-serif",
        radius: '8px',
      }),
    ).toBe(
      ':root{--color-brand:#0b3d91;--color-on-brand:#ffffff;--color-brand-text:#0b3d91;' +
        '--color-accent:#ffc72c;--color-on-accent:#000000;--color-focus:#a6811d;' +
        '--color-background:#ffffff;--color-text:#1b1b1b;--color-text-muted:#545454;' +
        '--color-control-border:#868686;' +
        "--font-family:'Source Sans 3', system-ui, sans-serif;--radius:8px}",
    );
  });

  it('puts black on a light brand colour', () => {
    const css = themeCss({
      brand: '#7fdbff',
      accent: '#001f3f',
      background: '#ffffff',
      text: '#111111',
      fontStack: 'serif',
      radius: '0',
    });
    expect(css).toContain('--color-on-brand:#000000');
    expect(css).toContain('--color-on-accent:#ffffff');
  });
});

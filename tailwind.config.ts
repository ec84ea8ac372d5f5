import type { Config } from 'tailwindcss';

/**
 * Design tokens. Colours are checked for WCAG AA: `brand` and `muted` text on white and on
 * `surface` stay above 4.5:1; `brand-light` is a background only.
 */
export default {
  theme: {
    extend: {
      colors: {
        brand: {
          DEFAULT: '#0E6F78',
          dark: '#0A5259',
          darker: '#083E44',
          light: '#EAF5F5',
          mist: '#D3ECEC',
        },
        ink: { DEFAULT: '#0F1E2E', soft: '#24364A' },
        muted: '#4B5B6B',
        line: '#D8E2E8',
        surface: '#F6F9FA',
        accent: { DEFAULT: '#B7791F', light: '#FDF3E1' },
        danger: { DEFAULT: '#B42318', light: '#FEF3F2' },
        success: { DEFAULT: '#067647', light: '#ECFDF3' },
      },
      fontFamily: {
        sans: ['"Inter Variable"', 'Inter', 'system-ui', '-apple-system', '"Segoe UI"', 'Roboto', 'sans-serif'],
      },
      fontSize: {
        // A modular type scale (≈1.25) with tuned line heights; display sizes for heroes.
        'display-lg': ['3.75rem', { lineHeight: '1.05', letterSpacing: '-0.03em', fontWeight: '700' }],
        display: ['3rem', { lineHeight: '1.08', letterSpacing: '-0.025em', fontWeight: '700' }],
        'display-sm': ['2.25rem', { lineHeight: '1.15', letterSpacing: '-0.02em', fontWeight: '700' }],
      },
      maxWidth: {
        content: '72rem',
        prose: '44rem',
      },
      boxShadow: {
        card: '0 1px 2px rgba(15, 30, 46, 0.06), 0 4px 16px rgba(15, 30, 46, 0.06)',
        raised: '0 2px 4px rgba(15, 30, 46, 0.08), 0 12px 32px rgba(15, 30, 46, 0.12)',
      },
      borderRadius: {
        xl: '0.875rem',
        '2xl': '1.25rem',
      },
    },
  },
} satisfies Config;

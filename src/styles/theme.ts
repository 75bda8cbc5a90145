/** Design tokens: the one source of colour, type, spacing and motion for every component. */
export const theme = {
  color: {
    brand: '#B3401E', // terracotta; 5.6:1 on white
    brandHover: '#8F3218',
    brandSoft: '#FBEDE7',
    accent: '#1F6F5C', // deep green for success and "open now"
    accentSoft: '#E4F2EE',
    ink: '#1C1917',
    inkMuted: '#57534E', // 7.4:1 on white
    inkSubtle: '#78716C', // 4.8:1 on white
    surface: '#FFFFFF',
    surfaceAlt: '#FAF7F2',
    border: '#E7E1D8',
    danger: '#B42318',
    dangerSoft: '#FEECEB',
    warning: '#8A5A00',
    warningSoft: '#FFF4DB',
    focus: '#1D4ED8',
    overlay: 'rgba(28, 25, 23, 0.55)',
  },
  font: {
    body: `system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`,
    display: `'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, serif`,
  },
  fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem', display: 'clamp(2rem, 5vw, 3.25rem)' },
  fontWeight: { regular: 400, medium: 500, bold: 700 },
  lineHeight: { tight: 1.2, normal: 1.5 },
  space: { xxs: '0.25rem', xs: '0.5rem', sm: '0.75rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem', xxxl: '4.5rem' },
  radius: { sm: '6px', md: '12px', lg: '20px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(28,25,23,.06), 0 4px 16px rgba(28,25,23,.06)',
    raised: '0 8px 32px rgba(28,25,23,.16)',
  },
  layout: { maxWidth: '1200px', drawerWidth: '378px', headerHeight: '64px' },
  breakpoint: { sm: '480px', md: '768px', lg: '1024px', xl: '1280px' },
  motion: { fast: '200ms', normal: '300ms', slow: '500ms' },
  zIndex: { header: 10, drawer: 40, modal: 50, toast: 60 },
} as const;

export type AppTheme = typeof theme;

export const mediaUp = (size: keyof AppTheme['breakpoint']) => `@media (min-width: ${theme.breakpoint[size]})`;

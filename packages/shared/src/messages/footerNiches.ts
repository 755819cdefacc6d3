// Web: the footer's niche list.
export const footerNiches = {
  title: 'Profils par niche',
} as const;

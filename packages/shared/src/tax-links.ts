// Where the notice of art. 242 bis CGI sends the creator: read by the tax pages and by the
// notifications' texts (notifications.ts), which no contract may import back.
export const TAX_LINKS = {
  impots: 'https://www.impots.gouv.fr',
  urssaf: 'https://www.urssaf.fr',
} as const;

// Follower counts read at verification.
export const followers = {
  count: (count: string) => `${count} abonnés`,
  network: (network: string, count: string) => `${network} : ${count} abonnés`,
  readOn: (date: string) => `au ${date}`,
  verified: 'compte vérifié',
} as const;

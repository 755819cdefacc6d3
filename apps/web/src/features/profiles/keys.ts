// Query keys of the profiles feature, apart from api.ts so code every page runs (the header)
// can name them without loading the contracts (and zod) before it needs them.
export const profileKey = (pseudo: string) => ['profile', pseudo.toLowerCase()] as const;

import { installFrenchValidation } from '@kollabo/shared';

// zod's texts in French for the forms. Imported for its effect by the modules that validate a
// form (they carry zod anyway), not by main.tsx: the first page of a visitor loads no zod.
installFrenchValidation();

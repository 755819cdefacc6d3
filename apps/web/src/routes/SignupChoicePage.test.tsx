import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '@kollabo/shared';
import { getSignupStatut, getSponsor } from '../lib/storage';
import { renderPage } from '../test-utils';
import { SignupChoicePage } from './SignupChoicePage';

describe('SignupChoicePage', () => {
  it('defaults to Influenceur, keeps the referral as sponsor and stores the choice', async () => {
    const { router } = renderPage(<SignupChoicePage />, {
      path: '/inscription',
      url: '/inscription?referral_link=PARRAIN1',
    });
    expect((screen.getByLabelText('Influenceur') as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(getSponsor()).toBe('PARRAIN1'));
    await userEvent.click(screen.getByLabelText('Porteur de projet'));
    await userEvent.click(screen.getByRole('button', { name: MSG.signupChoice.start }));
    expect(getSignupStatut()).toBe('Porteur de projet');
    await waitFor(() => expect(router.state.location.pathname).toBe('/form-inscription'));
  });
});

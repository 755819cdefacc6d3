import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@kollabo/shared';
import { renderPage } from '../../test-utils';
import { ProjectForm } from './ProjectForm';
import { emptyProjectForm, toFormValues } from './schema';

const f = MSG.projectForm;

function setup(props: Partial<Parameters<typeof ProjectForm>[0]> = {}) {
  const onAction = vi.fn();
  const onInvalid = vi.fn();
  renderPage(
    <ProjectForm
      initial={emptyProjectForm('Titre du thème')}
      busyAction={null}
      onAction={onAction}
      onInvalid={onInvalid}
      {...props}
    />,
  );
  return { onAction, onInvalid };
}

// The machine is shared: generous timeouts keep slow runs from failing for no reason.
describe('ProjectForm', { timeout: 20_000 }, () => {
  it('refuses a 39-character description and an empty profile list, sending nothing', async () => {
    const { onAction, onInvalid } = setup();
    expect((screen.getByLabelText(f.titleLabel) as HTMLInputElement).value).toBe('Titre du thème');
    await userEvent.click(screen.getByLabelText(f.descriptionLabel));
    await userEvent.paste('x'.repeat(39));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Influenceur' }));
    await userEvent.click(screen.getByRole('button', { name: f.save }));
    expect(await screen.findByText(f.descriptionMin)).toBeTruthy();
    expect(screen.getByText(f.profilRequired)).toBeTruthy();
    expect(onInvalid).toHaveBeenCalled();
    expect(onAction).not.toHaveBeenCalled();
  });

  it('refuses an emoji-only title and a description over 5,000, with a counter', async () => {
    const { onAction } = setup({ initial: emptyProjectForm('🚀🔥') });
    const description = screen.getByLabelText(f.descriptionLabel);
    expect(screen.getByText(/^0 \/ 5\s000$/)).toBeTruthy();
    await userEvent.click(description);
    await userEvent.paste('z'.repeat(5001));
    expect(screen.getByText(/^5\s001 \/ 5\s000$/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: f.save }));
    expect(await screen.findByText(f.titleLetters)).toBeTruthy();
    expect(screen.getByText(/^5\s000 caractères au maximum\.$/)).toBeTruthy();
    expect(onAction).not.toHaveBeenCalled();
  });

  it('saves at once but asks to confirm a publication', async () => {
    const { onAction } = setup();
    await userEvent.click(screen.getByLabelText(f.descriptionLabel));
    await userEvent.paste('y'.repeat(40));
    await userEvent.click(screen.getByRole('button', { name: f.save }));
    expect(onAction).toHaveBeenCalledWith(
      'save',
      expect.objectContaining({ budget: 'Moins de 500 €' }),
    );
    await userEvent.click(screen.getByRole('button', { name: f.publish }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(MSG.projects.confirmPublish);
    await userEvent.click(screen.getByRole('button', { name: MSG.ui.confirm }));
    expect(onAction).toHaveBeenLastCalledWith(
      'prePublish',
      expect.objectContaining({ profilSearch: ['Influenceur'] }),
    );
  });

  it('offers Fermer le projet (confirmed) only on an open project, and Voir le projet in edit mode', async () => {
    setup({ project: { id: 'p1', statut: 'save' } });
    expect(screen.queryByRole('button', { name: f.close })).toBeNull();
    expect(screen.getByRole('link', { name: f.viewProject }).getAttribute('href')).toBe(
      '/project/p1',
    );
  });

  it('closes an open project after the spec confirmation', async () => {
    const { onAction } = setup({
      project: { id: 'p1', statut: 'publish' },
      initial: { ...emptyProjectForm('Titre'), description: 'z'.repeat(45) },
    });
    await userEvent.click(screen.getByRole('button', { name: f.close }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      MSG.projects.confirmClose,
    );
    await userEvent.click(screen.getByRole('button', { name: MSG.ui.confirm }));
    expect(onAction).toHaveBeenCalledWith('close', expect.anything());
  });

  it('shows the busy label of the running action and blocks the others', () => {
    setup({ busyAction: 'prePublish' });
    expect(screen.getByRole('button', { name: f.publishing })).toBeTruthy();
    expect((screen.getByRole('button', { name: f.save }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends the optional niche, none by default, and shows the stored one when editing', async () => {
    const { onAction } = setup({
      initial: { ...emptyProjectForm('Titre'), description: 'z'.repeat(45) },
    });
    const niche = screen.getByLabelText(f.secteurLabel) as HTMLSelectElement;
    expect(niche.value).toBe('');
    await userEvent.click(screen.getByRole('button', { name: f.save }));
    expect(onAction).toHaveBeenLastCalledWith('save', expect.objectContaining({ secteur: '' }));
    await userEvent.selectOptions(niche, 'Santé & Bien être');
    await userEvent.click(screen.getByRole('button', { name: f.save }));
    expect(onAction).toHaveBeenLastCalledWith(
      'save',
      expect.objectContaining({ secteur: 'Santé & Bien être' }),
    );
    expect(
      toFormValues({
        title: 'T',
        description: 'D',
        budget: 'Moins de 500 €',
        secteur: 'Voyage',
        profilSearch: ['Agent'],
      }).secteur,
    ).toBe('Voyage');
    expect(
      toFormValues({ title: 'T', description: 'D', budget: 'x', profilSearch: [] }).secteur,
    ).toBe('');
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Input } from './Input';
import { Select } from './Select';
import { Textarea } from './Textarea';

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('field wrapper (Input, Select, Textarea)', () => {
  it('labels each control and links its hint and error to it', () => {
    render(
      <>
        <Input label="E-mail" hint="Votre adresse" error="E-mail invalide" />
        <Select label="TVA" options={['HT', 'TTC']} error="Choix requis" />
        <Textarea label="Message" hint="5000 caractères au plus" />
      </>,
    );
    const input = screen.getByLabelText('E-mail');
    expect(describedBy(input)).toEqual(['Votre adresse', 'E-mail invalide']);
    expect(input.getAttribute('aria-invalid')).toBe('true');

    const select = screen.getByLabelText('TVA');
    expect(select.tagName).toBe('SELECT');
    expect(describedBy(select)).toEqual(['Choix requis']);

    const textarea = screen.getByLabelText('Message');
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(describedBy(textarea)).toEqual(['5000 caractères au plus']);
    expect(textarea.hasAttribute('aria-invalid')).toBe(false);
  });

  it('links nothing when there is neither hint nor error, and keeps a given id', () => {
    render(<Input label="Pseudo" id="pseudo" />);
    const input = screen.getByLabelText('Pseudo');
    expect(input.id).toBe('pseudo');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('keeps spaces out of a blocking input, typed or pasted, and line breaks in a textarea', async () => {
    render(
      <>
        <Input label="Code" blockSpaces />
        <Textarea label="Message" blockSpaces />
      </>,
    );
    const input = screen.getByLabelText<HTMLInputElement>('Code');
    await userEvent.type(input, '12 34');
    expect(input.value).toBe('1234');
    fireEvent.change(input, { target: { value: '5 6\t7' } });
    expect(input.value).toBe('567');

    const textarea = screen.getByLabelText<HTMLTextAreaElement>('Message');
    fireEvent.change(textarea, { target: { value: 'a b\nc' } });
    expect(textarea.value).toBe('ab\nc');
  });

  it('shows and hides a password with its toggle', async () => {
    render(<Input label="Mot de passe" type="password" />);
    const input = screen.getByLabelText('Mot de passe');
    const toggle = screen.getByRole('button', { pressed: false });
    expect(toggle.getAttribute('aria-controls')).toBe(input.id);
    await userEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
  });
});

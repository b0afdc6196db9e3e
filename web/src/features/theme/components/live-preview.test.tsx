import { render, screen, within } from '@testing-library/react';
import { brandingFormValues } from '../lib/branding-form';
import { makeBranding } from '../../../testing/profile-factories';
import { LivePreview } from './live-preview';

const values = (overrides: Partial<ReturnType<typeof brandingFormValues>>) => ({ ...brandingFormValues(makeBranding()), ...overrides });

describe('the live preview (spec §9)', () => {
  it('shows the first 3 specialties and +N more, and the first 2 service areas', () => {
    render(
      <LivePreview
        values={values({ specialties: ['Condos', 'Luxury', 'Relocation', 'Investors', 'Land'], servingAreas: ['Hyde Park', 'Zilker', 'Mueller'] })}
        name="Sam Seller"
        roleLabel="Real Estate Agent"
        profilePicture={null}
        headerPhoto={null}
      />,
    );
    const specialties = within(screen.getByRole('list', { name: 'Preview specialties' })).getAllByRole('listitem');
    expect(specialties.map((item) => item.textContent)).toEqual(['Condos', 'Luxury', 'Relocation', '+2 more']);
    const areas = within(screen.getByRole('list', { name: 'Preview service areas' })).getAllByRole('listitem');
    expect(areas.map((item) => item.textContent)).toEqual(['Hyde Park', 'Zilker']);
  });

  it('shows no +N more with 3 specialties or fewer', () => {
    render(
      <LivePreview
        values={values({ specialties: ['Condos', 'Luxury', 'Relocation'] })}
        name="Sam"
        roleLabel="Real Estate Agent"
        profilePicture={null}
        headerPhoto={null}
      />,
    );
    expect(screen.queryByText(/more$/)).not.toBeInTheDocument();
  });

  it('clamps the bio to 3 lines and renders it as text', () => {
    const bio = '<img src=x onerror="alert(1)"> I sell homes.';
    render(<LivePreview values={values({ bio, tagline: '<b>Bold</b>' })} name="Sam" roleLabel="Real Estate Agent" profilePicture={null} headerPhoto={null} />);
    const shown = screen.getByTestId('preview-bio');
    expect(shown).toHaveClass('line-clamp-3');
    expect(shown).toHaveTextContent(bio);
    expect(shown.querySelector('img')).toBeNull();
    expect(screen.getByText('<b>Bold</b>')).toBeInTheDocument();
  });

  it('names the theme and accent through its styling', () => {
    render(
      <LivePreview
        values={values({ accentColor: 'green', profileTheme: 'luxury' })}
        name="Sam"
        roleLabel="Real Estate Agent"
        profilePicture={null}
        headerPhoto={null}
      />,
    );
    const preview = screen.getByRole('region', { name: 'Profile preview' });
    expect(preview.style.getPropertyValue('--accent')).toBe('#15803d');
    expect(screen.getByText('Sam')).toHaveClass('font-serif');
  });
});

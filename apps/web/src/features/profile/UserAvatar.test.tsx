import { screen } from '@testing-library/react';
import { contrastRatio } from '../../shared/colors';
import { renderWithProviders } from '../../test/renderWithProviders';
import { initialsColorOn, UserAvatar } from './UserAvatar';

describe('the initials on a user’s colour', () => {
  it('are white or black, whichever reads on the colour (4.5:1)', () => {
    for (const colour of ['#43a047', '#f4511e', '#3949ab', '#5f6281', '#ffb822', '#2786fb', '#777777', '#000000', '#ffffff']) {
      expect(contrastRatio(colour, initialsColorOn(colour))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('shows the initials on the user’s own colour, in black on the demo’s green (white was 3.3:1)', async () => {
    renderWithProviders(<UserAvatar avatar={null} name="Ivana Dimitrova" color="#43a047" />);
    const avatar = (await screen.findByText('ID')).closest('.ant-avatar');
    expect(avatar).toHaveStyle({ backgroundColor: '#43a047', color: '#000000' });
  });
});

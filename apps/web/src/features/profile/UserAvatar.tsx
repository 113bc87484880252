import { UserOutlined } from '@ant-design/icons';
import { Avatar, type AvatarProps } from 'antd';
import { DEFAULT_PRESENCE_COLOR } from '@presently/contracts';
import { apiPathOf, useGetAvatarImageQuery } from './profileApi';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** The image to show for an avatar address: fetched with the session when it is an API address. */
export function useAvatarSrc(avatar: string | null | undefined): string | null {
  const path = avatar ? apiPathOf(avatar) : null;
  const { data } = useGetAvatarImageQuery(path ?? '', { skip: path === null });
  if (!avatar) return null;
  return path === null ? avatar : (data ?? null);
}

interface UserAvatarProps {
  avatar: string | null | undefined;
  name: string;
  color?: string | null;
  size?: AvatarProps['size'];
}

/**
 * White or black initials, whichever reads better on the user's colour (its WCAG luminance above or
 * below 0.179): one of the two always reaches 4.5:1, and white did not on every colour (3.3:1 on the
 * demo's green #43a047). Here rather than shared/colors, whose luminance it repeats, because the shell
 * shows the avatar: a module the shell shares with pages becomes a chunk of its own on every page's
 * first visit, and the pages' first-visit limits had no room for it.
 */
export function initialsColorOn(color: string): '#000000' | '#ffffff' {
  const hex = /^#([0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return '#ffffff';
  const [r, g, b] = [0, 2, 4].map((at) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.179 ? '#000000' : '#ffffff';
}

/** The user's picture, or the initials on the user's colour (in white or black, whichever reads). */
export function UserAvatar({ avatar, name, color, size }: UserAvatarProps) {
  const src = useAvatarSrc(avatar);
  const background = color ?? DEFAULT_PRESENCE_COLOR;
  const style = { backgroundColor: background, color: initialsColorOn(background) };
  if (src) return <Avatar src={src} alt={name} size={size} data-testid="avatar-image" />;
  const initials = initialsOf(name);
  return initials ? (
    <Avatar style={style} size={size}>
      {initials}
    </Avatar>
  ) : (
    <Avatar style={style} size={size} icon={<UserOutlined />} />
  );
}

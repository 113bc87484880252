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

/** The user's picture, or the initials on the user's colour. */
export function UserAvatar({ avatar, name, color, size }: UserAvatarProps) {
  const src = useAvatarSrc(avatar);
  const style = { backgroundColor: color ?? DEFAULT_PRESENCE_COLOR };
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

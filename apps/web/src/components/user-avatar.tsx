import { UserOutlined } from '@ant-design/icons';

/** A person's picture, or a figure where they have none: round, drawn without antd (decision 0077). */
export function UserAvatar({ src }: { src: string | null | undefined }) {
  return (
    <span className="user-avatar" aria-hidden="true">
      {src ? <img src={src} alt="" /> : <UserOutlined />}
    </span>
  );
}

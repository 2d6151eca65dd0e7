import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router';

/**
 * A button that goes to another page ("Edit", "Back to the home page"): one control, not a button
 * inside a link, which is two nested controls with one Tab stop too many (WCAG 4.1.2).
 */
export function NavButton({ to, ...button }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }) {
  const navigate = useNavigate();
  return <Button {...button} onClick={() => navigate(to)} />;
}

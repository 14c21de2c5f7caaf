import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router';

/** An antd button that is a real link (`<a href>`) and navigates inside the app on a plain click. */
export const LinkButton = ({ to, ...props }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }) => {
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    void navigate(to);
  };
  return <Button {...props} href={to} onClick={onClick} />;
};

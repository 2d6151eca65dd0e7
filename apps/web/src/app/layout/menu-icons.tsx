import {
  AimOutlined,
  AuditOutlined,
  CheckSquareOutlined,
  CustomerServiceOutlined,
  EditOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  MessageOutlined,
  ReadOutlined,
  SettingOutlined,
  UploadOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** The menus' icons by route, kept with the shell and console so that pages outside them load no icons. */
export const menuIcons: Record<string, ReactNode> = {
  '/home': <VideoCameraOutlined />,
  '/home/publishwork': <UploadOutlined />,
  '/home/myworks': <FolderOpenOutlined />,
  '/home/drafts': <FileTextOutlined />,
  '/task': <CheckSquareOutlined />,
  '/task/mytask': <CheckSquareOutlined />,
  '/clue': <AimOutlined />,
  '/clue/submitclue': <EditOutlined />,
  '/clue/myclue': <FileSearchOutlined />,
  '/message': <MessageOutlined />,
  '/college': <ReadOutlined />,
  '/settings': <SettingOutlined />,
  '/settings/accountset': <SettingOutlined />,
  '/console/support': <CustomerServiceOutlined />,
  '/console/review': <AuditOutlined />,
};

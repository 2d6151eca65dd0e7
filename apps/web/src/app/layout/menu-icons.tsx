import {
  AimOutlined,
  CheckSquareOutlined,
  EditOutlined,
  FileSearchOutlined,
  FolderOpenOutlined,
  ReadOutlined,
  SettingOutlined,
  UploadOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** The side menu's icons by route, kept with the shell so that pages outside it load no icons. */
export const menuIcons: Record<string, ReactNode> = {
  '/home': <VideoCameraOutlined />,
  '/home/publishwork': <UploadOutlined />,
  '/home/myworks': <FolderOpenOutlined />,
  '/task': <CheckSquareOutlined />,
  '/task/mytask': <CheckSquareOutlined />,
  '/clue': <AimOutlined />,
  '/clue/submitclue': <EditOutlined />,
  '/clue/myclue': <FileSearchOutlined />,
  '/college': <ReadOutlined />,
  '/settings': <SettingOutlined />,
  '/settings/accountset': <SettingOutlined />,
};

import * as React from 'react';
import {
  AlertRegular,
  BookRegular,
  ChatRegular,
  DataBarVerticalRegular,
  DocumentSignatureRegular,
  GiftRegular,
  HeartRegular,
  HomeRegular,
  MoneyRegular,
  PersonSupportRegular,
  QuestionCircleRegular,
  TrophyRegular,
} from '@fluentui/react-icons';
import type { MenuIcon } from '../../lib/routes';

export const MENU_ICONS: Record<MenuIcon, React.ReactElement> = {
  dashboard: <HomeRegular />,
  works: <BookRegular />,
  comments: <ChatRegular />,
  contract: <DocumentSignatureRegular />,
  rewards: <MoneyRegular />,
  welfare: <HeartRegular />,
  data: <DataBarVerticalRegular />,
  messages: <AlertRegular />,
  benefits: <GiftRegular />,
  contest: <TrophyRegular />,
  help: <QuestionCircleRegular />,
  contact: <PersonSupportRegular />,
};

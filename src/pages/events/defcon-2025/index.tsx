import type {ReactNode} from 'react';
import EventPage from '@site/src/components/EventPage';
import {defcon2025} from '@site/src/data/events';
import TalkDetails from './_components/TalkDetails';

export default function Defcon2025Page(): ReactNode {
  return (
    <EventPage event={defcon2025}>
      <TalkDetails />
    </EventPage>
  );
}

import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type DashboardPresence,
  type DeviceHealth,
  DeviceHealthRequest,
  GET_DASHBOARD_PRESENCE,
  GET_DEVICE_HEALTH,
  GET_LIVE_VIEWER,
  type LiveViewer,
  type MessageEnvelope,
} from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { readRequest } from '@presently/validation';
import { DashboardPresenceUseCase } from './usecases/dashboard-presence/dashboard-presence.usecase';
import { DeviceHealthUseCase } from './usecases/device-health/device-health.usecase';
import { LiveViewerUseCase } from './usecases/live-viewer/live-viewer.usecase';

/** The dashboard's presence sections and the live board's viewer scope. */
@Controller()
export class BoardConsumer {
  constructor(
    private readonly dashboard: DashboardPresenceUseCase,
    private readonly viewer: LiveViewerUseCase,
    private readonly devices: DeviceHealthUseCase,
  ) {}

  @MessagePattern(GET_DASHBOARD_PRESENCE.pattern)
  async dashboardPresence(@Payload() e: MessageEnvelope): Promise<DashboardPresence> {
    return this.dashboard.execute(requireActor(e.meta), e.meta);
  }

  @MessagePattern(GET_LIVE_VIEWER.pattern)
  async liveViewer(@Payload() e: MessageEnvelope): Promise<LiveViewer> {
    return this.viewer.execute(requireActor(e.meta), e.meta);
  }

  @MessagePattern(GET_DEVICE_HEALTH.pattern)
  async deviceHealth(@Payload() e: MessageEnvelope): Promise<DeviceHealth> {
    const request = readRequest(DeviceHealthRequest, e.payload);
    return this.devices.execute(requireActor(e.meta), request.device_ids, e.meta);
  }
}

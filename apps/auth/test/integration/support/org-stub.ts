import { Controller, type INestMicroservice, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern } from '@nestjs/microservices';
import {
  ABANDON_REGISTRATION,
  ORG_RPC,
  type AbandonRegistrationRequest,
  type AbandonRegistrationResult,
  type MessageEnvelope,
  type RegisterCompanyRequest,
  type RegisterCompanyResult,
  type SeedDemoResult,
} from '@presently/contracts';
import { AmqpServer } from '@presently/messaging';
import { testLogger } from '@presently/testing';

/** What the stub answered and was asked, for the tests to read. */
export const orgStub = {
  registrations: [] as RegisterCompanyRequest[],
  /** What org holds, by registration id: idempotent as the real one is. */
  companies: new Map<string, RegisterCompanyResult>(),
  /** The registration ids auth abandoned, in order. */
  abandoned: [] as string[],
  nextId: 0,
  demo: null as SeedDemoResult | null,
  /** Runs before the registration is answered (e.g. org's user event arriving first). */
  beforeRegisterReply: null as ((request: RegisterCompanyRequest, result: RegisterCompanyResult) => Promise<void>) | null,
};

@Controller()
class OrgStubConsumer {
  @MessagePattern(ORG_RPC.registerCompany)
  async register({ payload }: MessageEnvelope<RegisterCompanyRequest>): Promise<RegisterCompanyResult> {
    orgStub.registrations.push(payload);
    let result = orgStub.companies.get(payload.registration_id);
    if (!result) {
      const id = orgStub.nextId;
      orgStub.nextId += 2;
      result = { company_id: id, user_id: id + 1 };
      orgStub.companies.set(payload.registration_id, result);
    }
    await orgStub.beforeRegisterReply?.(payload, result);
    return result;
  }

  @MessagePattern(ABANDON_REGISTRATION.pattern)
  abandon({ payload }: MessageEnvelope<AbandonRegistrationRequest>): AbandonRegistrationResult {
    orgStub.abandoned.push(payload.registration_id);
    return { abandoned: orgStub.companies.delete(payload.registration_id) };
  }

  @MessagePattern(ORG_RPC.seedDemo)
  seedDemo(): SeedDemoResult {
    if (!orgStub.demo) throw { status: 500, error: 'server_error' };
    return orgStub.demo;
  }
}

@Module({ controllers: [OrgStubConsumer] })
class OrgStubModule {}

/** A peer-service double: answers org's RPC patterns auth calls, on org's queue in the test vhost. */
export async function startOrgStub(firstId: number): Promise<INestMicroservice> {
  orgStub.nextId = firstId;
  const app = await NestFactory.createMicroservice(OrgStubModule, {
    strategy: new AmqpServer({ url: process.env.RABBITMQ_URL as string, service: 'org', prefetch: 4, logger: testLogger() }),
    logger: false,
  });
  await app.listen();
  return app;
}

import { Module } from '@nestjs/common';
import { ShiftsRepository } from './shifts.repository';
import { ShiftsConsumer } from './shifts.consumer';
import { DeleteShiftUseCase } from './usecases/delete-shift/delete-shift.usecase';
import { ListShiftsUseCase } from './usecases/list-shifts/list-shifts.usecase';
import { SaveShiftUseCase } from './usecases/save-shift/save-shift.usecase';

/** Work shifts: strict, sliding or custom, possibly across midnight. */
@Module({
  controllers: [ShiftsConsumer],
  providers: [ShiftsRepository, ListShiftsUseCase, SaveShiftUseCase, DeleteShiftUseCase],
  exports: [ShiftsRepository],
})
export class ShiftsModule {}

"""The hand-written quality tenants are what the gates and the bench assume."""

from __future__ import annotations

from tests.support.quality_data import Tenant, mentions_value
from tests.support.quality_handwritten import WRITTEN, tenants
from tests.support.quality_handwritten_fresh import FRESH, fresh_tenants
from tests.support.quality_written_b import BATCH_B, batch_b_tenants
from tests.support.quality_written_c import BATCH_C, batch_c_tenants
from tests.support.quality_written_d import BATCH_D, batch_d_tenants
from tests.support.quality_written_e import BATCH_E, batch_e_tenants
from tests.support.quality_written_f import BATCH_F, batch_f_tenants
from tests.support.quality_written_g import BATCH_G, batch_g_tenants
from tests.support.quality_written_h import BATCH_H, batch_h_tenants
from tests.support.quality_written_i import BATCH_I, batch_i_tenants
from tests.support.quality_written_j import BATCH_J, batch_j_tenants
from tests.support.quality_written_l import BATCH_L, batch_l_tenants


def _every() -> list[Tenant]:
    return (
        tenants()
        + fresh_tenants()
        + batch_b_tenants()
        + batch_c_tenants()
        + batch_d_tenants()
        + batch_e_tenants()
        + batch_f_tenants()
        + batch_g_tenants()
        + batch_h_tenants()
        + batch_i_tenants()
        + batch_j_tenants()
        + batch_l_tenants()
    )


def test_every_statement_names_its_value_and_every_question_has_one() -> None:
    built = _every()
    catalogues = (
        WRITTEN
        + FRESH
        + BATCH_B
        + BATCH_C
        + BATCH_D
        + BATCH_E
        + BATCH_F
        + BATCH_G
        + BATCH_H
        + BATCH_I
        + BATCH_J
        + BATCH_L
    )
    assert len({t.tenant_id for t in built}) == len(catalogues)
    for tenant in built:
        assert tenant.probes, tenant.tenant_id
        for probe in tenant.probes:
            assert probe.statements, (tenant.tenant_id, probe.slot)
            for said in probe.statements:
                assert mentions_value(said.text, said.value), (tenant.tenant_id, said.text)
            # A question never gives its answer away.
            assert not mentions_value(probe.question, probe.answer), probe.question
            # Nor did an older statement of the slot name the value it changes to.
            for older in probe.statements[:-1]:
                assert not mentions_value(older.text, probe.answer), (tenant.tenant_id, older)


def test_turns_are_in_time_order_and_the_question_comes_after() -> None:
    for tenant in _every():
        times = [t.event_time for t in tenant.turns]
        assert times == sorted(times), tenant.tenant_id
        assert tenant.now > times[-1]

#!/usr/bin/env python3
"""The MRZ benchmark's reference: PassportEye's reading of each page, or its parser's verdict on
each typed MRZ, one JSON object a line. Only PassportEye is called here; scoring is done by
`waymark-bench mrz`. Usage: passporteye-mrz.py images PATH... | passporteye-mrz.py texts FILE
(FILE: one MRZ a record, its lines joined by '|')."""
import json
import resource
import sys
import time

from passporteye import read_mrz
from passporteye.mrz.text import MRZ


def fields(mrz):
    if mrz is None:
        return {"found": False, "valid": False}
    d = mrz.to_dict()
    # `valid` is an attribute (every check digit, line length and field agreeing), not a key of to_dict().
    return {"found": True, "valid": bool(mrz.valid), "number": d.get("number", ""),
            "surname": d.get("surname", ""), "given_names": d.get("names", ""),
            "nationality": d.get("nationality", ""), "birth_date": d.get("date_of_birth", ""),
            "expiry_date": d.get("expiration_date", "")}


def processor_seconds():
    """User + system time of this process and of the tesseract processes it has waited for."""
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def main():
    mode, rest = sys.argv[1], sys.argv[2:]
    if mode == "images":
        for path in rest:
            start, start_cpu = time.perf_counter(), processor_seconds()
            try:
                result = fields(read_mrz(path))
            except Exception as error:  # a crash of the reference is reported, not fatal
                result = {"found": False, "valid": False, "error": repr(error)}
            result.update(path=path, seconds=time.perf_counter() - start, cpu_seconds=processor_seconds() - start_cpu)
            print(json.dumps(result), flush=True)
    elif mode == "texts":
        with open(rest[0]) as records:
            for record in records:
                text = record.rstrip("\n")
                result = fields(MRZ(text.split("|")))
                result["text"] = text
                print(json.dumps(result), flush=True)
    else:
        sys.exit("usage: passporteye-mrz.py images PATH... | texts FILE")


if __name__ == "__main__":
    main()
